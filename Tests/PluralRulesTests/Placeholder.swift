import Testing

@Test func placeholder_PluralRulesTests() {}
