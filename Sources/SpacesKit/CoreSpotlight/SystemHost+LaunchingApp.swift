extension SystemHost {
  /// The hosted app whose launch code the current task runs (the engine sets it around each
  /// app's `launch()`; tasks the launch starts inherit it): what the app indexes in Spotlight
  /// then goes to its own index.
  @TaskLocal package static var launchingApp: String?

  /// The app whose Spotlight index app code writes to: the app of the intent run, else the app
  /// launching; `nil` when the engine can't tell.
  static var spotlightApp: String? { currentApp ?? launchingApp }
}
