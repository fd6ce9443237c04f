import DequeModule
import Foundation
import SpacesKit

/// Everything the dashboard shows, owned by the engine and changed only by the reducer.
public struct DashboardState: Equatable, Sendable {
  /// The space on screen.
  public var space: Space = .controlCenter
  /// The installed controls, in Control Center order.
  public var controls: [ControlInstance] = []
  /// The focused control in Control Center (an index into `controls`).
  public var focus = 0
  /// The controls in the Lock Screen's two bottom slots.
  public var lockScreenSlots: [ControlID?] = [nil, nil]
  /// The focused Lock Screen slot.
  public var lockScreenFocus = 0
  /// The Action button.
  public var actionButton = ActionButtonState()
  /// The Live Activities on screen.
  public var activities: [LiveActivityState] = []
  /// The event log, newest last.
  public var events: Deque<EngineEvent> = []
  /// Whether the help overlay is open.
  public var showsHelp = false
  /// Whether the inspector panel is open.
  public var showsInspector = false
  /// The terminal's size in cells.
  public var size = TerminalSize(width: 80, height: 24)
  /// The pending tick deadlines (so they are scheduled once).
  public var scheduledTicks: [DeadlineID: Date] = [:]
  /// A notice shown until the next key press (e.g. a state file was moved aside).
  public var notice: String?
  /// Whether the user asked to quit.
  public var quitRequested = false

  /// The most events kept.
  public static let eventLimit = 500

  public init() {}

  /// The index of a control.
  public func index(of id: ControlID) -> Int? { controls.firstIndex { $0.id == id } }

  /// A control by identifier.
  public func control(_ id: ControlID?) -> ControlInstance? {
    guard let id else { return nil }
    return controls.first { $0.id == id }
  }

  /// The focused control in Control Center.
  public var focusedControl: ControlInstance? {
    controls.indices.contains(focus) ? controls[focus] : nil
  }
}

/// A terminal size in cells.
public struct TerminalSize: Equatable, Sendable {
  public var width: Int
  public var height: Int
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
}
