import DequeModule
import Foundation
import OrderedCollections
import SpacesKit

/// Everything the dashboard shows, owned by the engine and changed only by the reducer; each
/// feature owns its part.
public struct DashboardState: Equatable, Sendable {
  /// Every control kind the hosted apps declare (the controls gallery), by kind, in bundle order.
  public var catalog: OrderedDictionary<String, ControlKindInfo> = [:]
  /// The installed controls, in Control Center order.
  public var controls = ControlsState()
  /// Layout entries naming kinds no hosted app declares: kept (and saved again) so that nothing
  /// is lost, and restored if an app declares the kind again.
  public var layoutSetAside: [SavedLayout.SetAside] = []
  /// The controls in the Lock Screen's slots (as many as the space defines).
  public var lockScreenSlots: [ControlID?] = Array(
    repeating: nil, count: Space.lockScreen.controlSlots)
  /// The Action button.
  public var actionButton = ActionButtonState()
  /// The Live Activities on screen.
  public var activities = ActivitiesFeature.State()
  /// The Home Screen and Lock Screen widgets.
  public var widgets = WidgetsFeature.State()
  /// The intents running.
  public var runs = IntentRunsFeature.State()
  /// The space, focus, presentations and inspector.
  public var navigation = NavigationFeature.State()
  /// The device: locked or unlocked, the "opening <App>" banner.
  public var device = DeviceFeature.State()
  /// The kinds that take pushes and the controls' push tokens.
  public var push = PushFeature.State()
  /// The App Shortcuts phrase index (the Siri bar).
  public var siri = SiriFeature.State()
  /// Which apps have their own screen.
  public var appScreens = AppScreenFeature.State()
  /// The event log, newest last.
  public var events: Deque<EngineEvent> = []
  /// The terminal's size in cells.
  public var size = TerminalSize(width: 80, height: 24)
  /// A notice shown until the next key press (e.g. a state file was moved aside).
  public var notice: String?
  /// The Control Lab: its filter and the control it shows first.
  public var controlLab = ControlLabFeature.State()
  /// How many times `t` switched the theme (the renderer cycles the built-in themes by it).
  public var themeStep = 0
  /// Whether the user asked to quit.
  public var quitRequested = false

  /// The most events kept.
  public static let eventLimit = 500

  public init() {}

  /// The space on screen.
  public var space: Space { navigation.space }
  /// Whether the inspector panel is open.
  public var showsInspector: Bool { navigation.showsInspector }
  /// Whether the help overlay is open.
  public var showsHelp: Bool { navigation.showsHelp }

  /// A control by identifier.
  public func control(_ id: ControlID?) -> ControlInstance? { controls[id] }

  /// The focused control in Control Center.
  public var focusedControl: ControlInstance? { controls[navigation.controlCenterFocus] }

  /// The control the current space acts on: Control Center's focused control, the focused
  /// Lock Screen slot's control, or the Action button's.
  public var spaceControl: ControlID? {
    switch navigation.space {
    case .controlCenter: navigation.controlCenterFocus
    case .lockScreen:
      lockScreenSlots.indices.contains(navigation.lockScreenFocus)
        ? lockScreenSlots[navigation.lockScreenFocus] : nil
    case .actionButton: actionButton.assigned
    case .homeScreen, .controlLab: nil
    }
  }

  /// Appends to the event log, dropping the oldest past the limit.
  mutating func log(_ kind: EngineEvent.Kind, at date: Date) {
    events.append(EngineEvent(date: date, kind: kind))
    if events.count > Self.eventLimit { events.removeFirst() }
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
