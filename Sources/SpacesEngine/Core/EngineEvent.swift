import Foundation
import SpacesKit

/// One line of the event log: what the engine did and why.
public struct EngineEvent: Equatable, Sendable, CustomStringConvertible {
  /// What happened, by the feature it happened in.
  public enum Kind: Equatable, Sendable {
    case controls(ControlsFeature.Event)
    case runs(IntentRunsFeature.Event)
    case configuration(ConfigurationFeature.Event)
    case actionButton(ActionButtonFeature.Event)
    case activities(ActivitiesFeature.Event)
    case appWakes(AppWakesFeature.Event)
    case device(DeviceFeature.Event)
    case editMode(EditModeFeature.Event)
    case push(PushFeature.Event)
    case widgets(WidgetsFeature.Event)
    case timelinePreview(TimelinePreviewFeature.Event)
    case appScreen(AppScreenFeature.Event)
    /// Something went wrong outside a feature (a state file…).
    case warning(String)
    /// App code on the main actor (a content builder, a view) took long: frames wait for it.
    case slowAppCode(what: String, milliseconds: Int)
    /// App code used an Apple API value that SpacesKit accepts but does not honour yet.
    case unsupported(String)
  }

  public var date: Date
  public var kind: Kind

  public init(date: Date, kind: Kind) {
    self.date = date
    self.kind = kind
  }

  public var description: String {
    switch kind {
    case .controls(let event): event.description
    case .runs(let event): event.description
    case .configuration(let event): event.description
    case .actionButton(let event): event.description
    case .activities(let event): event.description
    case .appWakes(let event): event.description
    case .device(let event): event.description
    case .editMode(let event): event.description
    case .push(let event): event.description
    case .widgets(let event): event.description
    case .timelinePreview(let event): event.description
    case .appScreen(let event): event.description
    case .warning(let text): "warning: \(text)"
    case .unsupported(let text): "not supported yet: \(text)"
    case .slowAppCode(let what, let milliseconds): "slow app code: \(what) took \(milliseconds) ms"
    }
  }
}

extension String {
  /// The last component of a reverse-DNS kind ("com.apple.Productivity.TimerToggle" → "TimerToggle").
  public var shortKind: String {
    split(separator: ".").last.map(String.init) ?? self
  }
}
