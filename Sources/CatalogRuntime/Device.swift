import Foundation

/// A kind of device, as a catalog's device variations name it (`variations.device`): the text an
/// iPhone, an iPad or a Mac shows may differ ("Tap" and "Click").
///
/// `Device.current` is the device the code runs on: `.mac` on macOS (and Mac Catalyst), `.iPhone`,
/// `.iPad` or `.iPod` on iOS (from the model identifier), `.appleTV`, `.appleWatch` and
/// `.appleVision` on their systems, and `.other` everywhere else (Linux, Windows, Android), where
/// catalogs give their generic text.
public struct Device: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The case name in a catalog: `iphone`, `ipad`, `mac`, …
    public let rawValue: String

    /// A device named as a catalog names it; any name is accepted (a name Xcode may add later).
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let appleTV = Device(rawValue: "appletv")
    public static let appleVision = Device(rawValue: "applevision")
    public static let appleWatch = Device(rawValue: "applewatch")
    public static let iPad = Device(rawValue: "ipad")
    public static let iPhone = Device(rawValue: "iphone")
    public static let iPod = Device(rawValue: "ipod")
    public static let mac = Device(rawValue: "mac")
    /// The generic case, used when a catalog has no case for the device.
    public static let other = Device(rawValue: "other")

    /// Every device Xcode writes, in its order.
    public static let allKnown: [Device] = [.appleTV, .appleVision, .appleWatch, .iPad, .iPhone, .iPod, .mac, .other]

    public var description: String { rawValue }

    /// The device this code runs on.
    public static var current: Device {
        #if os(macOS) || targetEnvironment(macCatalyst)
        return .mac
        #elseif os(tvOS)
        return .appleTV
        #elseif os(watchOS)
        return .appleWatch
        #elseif os(visionOS)
        return .appleVision
        #elseif os(iOS)
        return device(forModel: modelIdentifier())
        #else
        return .other
        #endif
    }

    /// The device a model identifier names (`iPad13,4`, `iPhone15,2`, `iPod9,1`); `.iPhone` otherwise.
    static func device(forModel model: String) -> Device {
        if model.hasPrefix("iPad") { return .iPad }
        if model.hasPrefix("iPod") { return .iPod }
        return .iPhone
    }

    #if os(iOS) && !targetEnvironment(macCatalyst)
    /// The model identifier: the simulated one in the simulator, else the hardware's.
    private static func modelIdentifier() -> String {
        if let simulated = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] { return simulated }
        var info = utsname()
        uname(&info)
        return withUnsafeBytes(of: info.machine) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
    #endif
}
