// What SwiftPM generates for a target with resources (not Apple API): `Bundle.module`.
import Foundation

extension Bundle {
    static let module = Bundle.main
}
