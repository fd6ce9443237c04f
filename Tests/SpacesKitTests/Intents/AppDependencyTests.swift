import SpacesKit
import Testing

/// A store an intent depends on.
private final class CounterStore: Sendable {
  let name: String
  init(name: String) { self.name = name }
}

@Suite("@Dependency: resolved from the AppDependencyManager it was added to")
struct AppDependencyTests {
  @Test("by type, by key, once: the provider runs on first read and the value is kept")
  func resolves() {
    let manager = AppDependencyManager()
    manager.add(dependency: CounterStore(name: "main"))
    manager.add(key: "backup", dependency: CounterStore(name: "backup"))
    let byType = AppDependency<CounterStore>(manager: manager)
    let byKey = AppDependency<CounterStore>(key: "backup", manager: manager)
    #expect(byType.wrappedValue.name == "main")
    #expect(byKey.wrappedValue.name == "backup")
    #expect(byType.wrappedValue === byType.wrappedValue, "resolved once")
    #expect(byType.projectedValue === byType)
  }
}
