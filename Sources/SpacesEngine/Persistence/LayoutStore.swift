import Foundation

/// Where the controls go, as saved in `<state-dir>/layout.json`: Control Center's order and
/// sizes, the two Lock Screen slots and the Action button, each by control kind. People may edit
/// the file by hand; a file that can't be read is moved aside and the defaults are used.
public struct SavedLayout: Codable, Equatable, Sendable {
  /// One Control Center module.
  public struct Module: Codable, Equatable, Sendable {
    public var kind: String
    public var size: ControlSize
    public init(kind: String, size: ControlSize) {
      self.kind = kind
      self.size = size
    }
  }

  /// The file format's version.
  public var version = 1
  /// Control Center, in order.
  public var controlCenter: [Module]
  /// The Lock Screen's left and right slots.
  public var lockScreen: [String?]
  /// The Action button's control.
  public var actionButton: String?

  public init(controlCenter: [Module], lockScreen: [String?], actionButton: String?) {
    self.controlCenter = controlCenter
    self.lockScreen = lockScreen
    self.actionButton = actionButton
  }

  /// The layout of a state.
  public init(state: DashboardState) {
    controlCenter = state.controls.map { Module(kind: $0.kind, size: $0.size) }
    lockScreen = state.lockScreenSlots.map { state.control($0)?.kind }
    actionButton = state.control(state.actionButton.assigned)?.kind
  }

  /// Applies the layout to installed controls: known kinds take their saved order and size,
  /// controls the file doesn't list keep their place after them; unknown kinds are skipped.
  public func apply(to state: inout DashboardState) {
    var ordered: [ControlInstance] = []
    var rest = state.controls
    for module in controlCenter {
      guard let index = rest.firstIndex(where: { $0.kind == module.kind }) else { continue }
      var control = rest.remove(at: index)
      control.size = module.size
      ordered.append(control)
    }
    state.controls = ordered + rest
    func id(_ kind: String?) -> ControlID? {
      kind.flatMap { kind in state.controls.first { $0.kind == kind }?.id }
    }
    state.lockScreenSlots = (0..<2).map { $0 < lockScreen.count ? id(lockScreen[$0]) : nil }
    state.actionButton.assigned = id(actionButton)
    state.focus = 0
  }
}

/// Loads and saves `layout.json` safely.
public struct LayoutStore: Sendable {
  /// The file.
  public let url: URL

  public init(stateDirectory: URL) {
    url = stateDirectory.appendingPathComponent("layout.json")
  }

  /// What loading found.
  public enum Outcome: Equatable, Sendable {
    /// No file yet.
    case missing
    /// A readable layout.
    case loaded(SavedLayout)
    /// An unreadable file, moved aside; the message says why and where it went.
    case movedAside(reason: String, to: URL)
  }

  /// Reads the file; an unreadable one is moved aside (never deleted).
  public func load(now: Date) -> Outcome {
    guard let data = FileManager.default.contents(atPath: url.path) else { return .missing }
    do {
      let layout = try JSONDecoder().decode(SavedLayout.self, from: data)
      guard layout.version == 1 else {
        throw LayoutError(reason: "unsupported version \(layout.version) (this build reads 1)")
      }
      return .loaded(layout)
    } catch {
      let reason = Self.describe(error)
      guard let moved = try? AtomicFile.moveAside(url, at: now) else {
        return .movedAside(reason: "\(reason); could not move it aside", to: url)
      }
      return .movedAside(reason: reason, to: moved)
    }
  }

  /// Writes the layout atomically.
  public func save(_ layout: SavedLayout) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try AtomicFile.write(try encoder.encode(layout), to: url)
  }

  struct LayoutError: Error { var reason: String }

  /// A decoding error as "key 'controlCenter[1].size': …".
  static func describe(_ error: Error) -> String {
    func path(_ codingPath: [CodingKey]) -> String {
      codingPath.reduce("") { result, key in
        if let index = key.intValue { return result + "[\(index)]" }
        return result.isEmpty ? key.stringValue : result + "." + key.stringValue
      }
    }
    switch error {
    case let error as LayoutError: return error.reason
    case DecodingError.dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "not valid JSON" : "key '\(path(context.codingPath))': \(context.debugDescription)"
    case DecodingError.keyNotFound(let key, let context):
      return "missing key '\(path(context.codingPath + [key]))'"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return "key '\(path(context.codingPath))': \(context.debugDescription)"
    default:
      return "\(error)"
    }
  }
}
