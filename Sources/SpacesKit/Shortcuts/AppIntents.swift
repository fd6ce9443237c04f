/// Stands in for the App Intents module's name, so that code qualifying a type with it
/// (`AppIntents.DisplayRepresentation`, as the WWDC22 App Shortcuts session writes it) compiles
/// with `import SpacesKit`.
public enum AppIntents {
  /// `AppIntents.DisplayRepresentation`.
  public typealias DisplayRepresentation = SpacesKit.DisplayRepresentation
  /// `AppIntents.TypeDisplayRepresentation`.
  public typealias TypeDisplayRepresentation = SpacesKit.TypeDisplayRepresentation
  /// `AppIntents.IntentDialog`.
  public typealias IntentDialog = SpacesKit.IntentDialog
}
