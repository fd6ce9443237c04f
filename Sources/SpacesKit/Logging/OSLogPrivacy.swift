/// How a value interpolated in a log message is shown, as `os` declares it.
///
/// The dashboard is a development device: it shows every value, as Xcode's console does while
/// the app is debugged, whatever its privacy.
public struct OSLogPrivacy: Equatable, Sendable {
  private let kind: UInt8

  /// The system decides: strings private, numbers public.
  public static let auto = OSLogPrivacy(kind: 0)
  /// Shown in the log.
  public static let `public` = OSLogPrivacy(kind: 1)
  /// Redacted in the log outside debugging.
  public static let `private` = OSLogPrivacy(kind: 2)
  /// Always redacted in the log outside debugging.
  public static let sensitive = OSLogPrivacy(kind: 3)
}
