import Testing

@Test func placeholder_CatalogModelTests() {}
