/// Stands in for the App Intents module's name, so that code qualifying a type with it
/// (`AppIntents.DisplayRepresentation`, as the WWDC22 App Shortcuts session writes it) compiles
/// with `import SpacesKit`.
public enum AppIntents {
  /// The `DisplayRepresentation` type, written `AppIntents.DisplayRepresentation`.
  public typealias DisplayRepresentation = SpacesKit.DisplayRepresentation
  /// The `TypeDisplayRepresentation` type, written `AppIntents.TypeDisplayRepresentation`.
  public typealias TypeDisplayRepresentation = SpacesKit.TypeDisplayRepresentation
  /// The `IntentDialog` type, written `AppIntents.IntentDialog`.
  public typealias IntentDialog = SpacesKit.IntentDialog
}
