import Testing

@Test func placeholder_FormatSpecifiersTests() {}
