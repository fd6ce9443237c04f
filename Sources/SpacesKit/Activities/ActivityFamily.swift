import Foundation

/// The size a Live Activity is drawn at, as WidgetKit's `ActivityFamily` (iOS 18).
///
/// An iPhone draws `.medium` (the Lock Screen presentation); `.small` is what iOS 18 draws in
/// CarPlay and a paired watch's Smart Stack when the activity declares it
/// (`supplementalActivityFamilies([.small])`). The dashboard has neither: it draws every
/// activity at `.medium`, and `@Environment(\.activityFamily)` reads `.medium` there.
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
  /// The family the Live Activity is drawn in: `.medium` on the dashboard's Lock Screen.
  public var activityFamily: ActivityFamily {
    get { self[ActivityFamilyKey.self] }
    set { self[ActivityFamilyKey.self] = newValue }
  }
}

extension ActivityConfiguration {
  /// Declares the families the activity draws besides `.medium`.
  ///
  /// `.small` is for CarPlay and the watch's Smart Stack; the dashboard keeps the list and draws
  /// `.medium`.
  public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> Self {
    var copy = self
    copy.definition.supplementalFamilies = families
    return copy
  }
}
