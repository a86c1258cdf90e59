print("xcstrings-plurals: not yet implemented")
