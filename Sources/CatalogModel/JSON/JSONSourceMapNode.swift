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
    ///     node  kind    keyOffset  valueOffset  hasChildren  nextSibling
    ///     0     object  -1         0            true         -1           the root
    ///     1     array   1          5            true         4            "a": [1,true]
    ///     2     number  -1         6            false        3            1 (an element: no key)
    ///     3     true    -1         8            false        -1           true
    ///     4     string  14         18           false        -1           "b": "x"
    ///
    /// A member's key is not a node: its offset is stored in the member's value node, and its
    /// text is decoded from the bytes when asked for. A container's first child, when it has one,
    /// is the next node (document order), so it is not stored: the members of node 0 are found
    /// from node 1 by following `nextSibling` (4, then -1). Offsets are `Int32` (the scan refuses
    /// files of 2 GiB or more) to keep a node at 16 bytes: a catalog has roughly one node per 40
    /// bytes of text.
    struct Node {
        /// Byte offset of the member's key (its opening quote), or -1 for array elements and the root.
        var keyOffset: Int32
        /// Byte offset of the value's first byte.
        var valueOffset: Int32
        /// The next member or element of the same parent, or -1.
        var nextSibling: Int32 = -1
        var kind: ValueKind
        /// Whether the node is an object or array with at least one member or element.
        var hasChildren = false

        /// The first member or element of this node, which is at `index`, or -1.
        @inline(__always)
        func firstChild(at index: Int) -> Int32 { hasChildren ? Int32(index + 1) : -1 }
    }
}
