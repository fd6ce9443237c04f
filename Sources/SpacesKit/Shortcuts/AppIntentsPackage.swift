/// A package of App Intents declarations that others include (iOS 17's App Intents).
///
/// On iOS it tells the build-time metadata extractor which frameworks' and packages' intents,
/// entities and App Shortcuts an app includes. The dashboard needs no extractor: every intent
/// compiled into the program is seen (App Shortcuts, controls, widgets, an entity's
/// `OpenIntent`), so declaring packages compiles and changes nothing.
public protocol AppIntentsPackage {
  /// The packages this one includes; none by default.
  static var includedPackages: [any AppIntentsPackage.Type] { get }
}

extension AppIntentsPackage {
  /// None by default.
  public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}
