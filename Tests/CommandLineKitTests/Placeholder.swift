import Testing

@Test func placeholder_CommandLineKitTests() {}
