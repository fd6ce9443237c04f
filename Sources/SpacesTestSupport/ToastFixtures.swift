import Foundation
import SpacesEngine

/// What reducer tests expect of the feedback an action shows: its toast, and a pressed
/// button's flash.
extension ReducerTestStore {
  /// The effect a toast shown now asks for: its end on the presentation clock (the store's
  /// presentation time is its time).
  package var toastExpiry: Effect {
    .schedulePresentation(.toast(.expiry), at: now + ToastFeature.duration)
  }

  /// The effect a button pressed now asks for: its pressed flash's end.
  package func pressEnd(_ id: ControlID) -> Effect {
    .schedulePresentation(.controls(.pressEnded(id)), at: now + ControlsFeature.pressDuration)
  }
}

extension DashboardState {
  /// The toast after one was shown at `now`.
  package mutating func toasting(_ text: String, _ kind: Toast.Kind = .info, at now: Date) {
    toast.current = Toast(.text(text), kind: kind, until: now + ToastFeature.duration)
  }
}
