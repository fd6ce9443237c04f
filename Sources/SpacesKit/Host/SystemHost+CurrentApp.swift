import Foundation

extension SystemHost {
  /// The hosted app whose code the current task runs, where the engine knows it (it sets it
  /// around an intent's `perform()` for the app of the control, widget, Live Activity or screen
  /// the run came from): `ActivityAuthorizationInfo` reads that app's Live Activities switch.
  @TaskLocal package static var currentApp: String?
}
