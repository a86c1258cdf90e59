import Testing

@Test func catalogGenPlaceholder() {}
