/// A log message's level, as `os` declares it.
///
/// `.debug`, `.info`, `.default`, `.error` and `.fault`.
public struct OSLogType: Equatable, Hashable, Sendable, RawRepresentable {
  /// The level's number, as `os` numbers it.
  public let rawValue: UInt8

  /// A level by its number.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// What is only useful while debugging.
  public static let debug = OSLogType(rawValue: 2)
  /// What may help to troubleshoot.
  public static let info = OSLogType(rawValue: 1)
  /// What is worth keeping: the default level.
  public static let `default` = OSLogType(rawValue: 0)
  /// Something that went wrong in the app.
  public static let error = OSLogType(rawValue: 16)
  /// Something that went wrong that the app can't handle.
  public static let fault = OSLogType(rawValue: 17)

  /// Whether the level is an error or a fault (the dashboard shows those on its notice line).
  package var isProblem: Bool { self == .error || self == .fault }

  /// The level's name, as the event log prints it.
  package var name: String {
    switch self {
    case .debug: "debug"
    case .info: "info"
    case .error: "error"
    case .fault: "fault"
    default: "default"
    }
  }
}
