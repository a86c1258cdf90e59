extension String {
    /// `value` in upper-case hexadecimal with at least `digits` digits, as `%0<digits>X` writes it
    /// (`String(format:)` is Foundation's, which the model does without on Linux).
    package init<Value: BinaryInteger>(hexadecimal value: Value, digits: Int) {
        let text = String(value, radix: 16, uppercase: true)
        self = String(repeating: "0", count: Swift.max(0, digits - text.count)) + text
    }
}
