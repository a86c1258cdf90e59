/// Generating catalogs from `translations.json`: see the xcstrings-gen issue.
public enum CatalogGen {}
