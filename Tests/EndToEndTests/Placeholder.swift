import Testing

@Test func placeholder_EndToEndTests() {}
