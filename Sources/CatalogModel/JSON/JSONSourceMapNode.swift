extension JSONSourceMap {
    /// One value of the document. The nodes are a tree stored flat in one array, in document
    /// order (a value before its children, a child before its next sibling); links are indexes
    /// into that array, and -1 means "none". The root is node 0.
    ///
    /// A worked example: the text `{"a":[1,true],"b":"x"}`, whose byte offsets are
    ///
    ///     {"a":[1,true],"b":"x"}
    ///     0    5    10   15   20
    ///
    /// gives five nodes:
    ///
    ///     node  kind    keyOffset  valueOffset  firstChild  nextSibling
    ///     0     object  -1         0            1           -1           the root
    ///     1     array   1          5            2           4            "a": [1,true]
    ///     2     number  -1         6            -1          3            1 (an element: no key)
    ///     3     true    -1         8            -1          -1           true
    ///     4     string  14         18           -1          -1           "b": "x"
    ///
    /// A member's key is not a node: its offset is stored in the member's value node, and its
    /// text is decoded from the bytes when asked for. The members of node 0 are found by
    /// following `firstChild` (1) then `nextSibling` (4, then -1). Offsets are `Int32` (the scan
    /// refuses files of 2 GiB or more) to keep a node small: a file has roughly one node per
    /// 24 bytes.
    struct Node {
        /// Byte offset of the member's key (its opening quote), or -1 for array elements and the root.
        var keyOffset: Int32
        /// Byte offset of the value's first byte.
        var valueOffset: Int32
        /// The first member or element of an object or array, or -1.
        var firstChild: Int32 = -1
        /// The next member or element of the same parent, or -1.
        var nextSibling: Int32 = -1
        var kind: ValueKind
    }
}
