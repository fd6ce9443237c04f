import Testing

@testable import SpacesKit

/// A framework's intents, shared with the app.
private struct PlayerKitPackage: AppIntentsPackage {}

/// The app's package, including the framework's.
private struct PodcastsPackage: AppIntentsPackage {
  static var includedPackages: [any AppIntentsPackage.Type] { [PlayerKitPackage.self] }
}

@Suite("AppIntentsPackage: packages compile as apps declare them")
struct AppIntentsPackageTests {
  @Test("a package includes none by default, or those it lists")
  func includedPackages() {
    #expect(PlayerKitPackage.includedPackages.isEmpty)
    #expect(PodcastsPackage.includedPackages.map { String(describing: $0) } == ["PlayerKitPackage"])
  }
}
