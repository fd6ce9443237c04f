import Foundation

/// The size a Live Activity is drawn at, as WidgetKit's `ActivityFamily` (iOS 18).
///
/// An iPhone draws `.medium` (the Lock Screen presentation); `.small` is what iOS 18 draws in a
/// paired watch's Smart Stack (and iOS 26 in CarPlay) when the activity declares it
/// (`supplementalActivityFamilies([.small])`). The dashboard draws `.medium` on its Lock Screen
/// and `.small` in its paired-watch panel beside it and in the inspector.
public enum ActivityFamily: Sendable, Hashable, CaseIterable {
  /// The compact family of CarPlay and the watch's Smart Stack.
  case small
  /// The Lock Screen's family on iPhone and iPad.
  case medium
}

/// The family an activity's view is drawn in.
private struct ActivityFamilyKey: EnvironmentKey {
  static var defaultValue: ActivityFamily { .medium }
}

extension EnvironmentValues {
  /// The family the Live Activity is drawn in.
  ///
  /// `.medium` on the dashboard's Lock Screen, `.small` in its paired-watch panel.
  public var activityFamily: ActivityFamily {
    get { self[ActivityFamilyKey.self] }
    set { self[ActivityFamilyKey.self] = newValue }
  }
}

extension ActivityConfiguration {
  /// Declares the families the activity draws besides `.medium`.
  ///
  /// `.small` is for the watch's Smart Stack (and CarPlay); the dashboard draws it in its
  /// paired-watch panel.
  public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> Self {
    var copy = self
    copy.definition.supplementalFamilies = families
    return copy
  }
}

extension ActivityDefinition {
  /// The activity's `.small` presentation, as a paired watch's Smart Stack draws it: its content
  /// closure with `activityFamily` reading `.small`; `nil` when the configuration doesn't
  /// declare `.small` in `supplementalActivityFamilies` (watchOS then shows the Dynamic
  /// Island's compact views).
  package func smallView(for record: ActivityRecord) -> ViewNode? {
    guard supplementalFamilies.contains(.small), let makeSmallView else { return nil }
    return makeSmallView(record)
  }
}
