import Synchronization

/// Registers the objects an app's intents and queries depend on.
///
/// As App Intents' `AppDependencyManager`: the app adds them at launch (in
/// `SpacesAppInfo.launch()`) and `@Dependency` properties resolve them when an intent runs.
///
/// ```swift
/// AppDependencyManager.shared.add(dependency: NotesStore.shared)
/// ```
public final class AppDependencyManager: Sendable {
  /// The manager the app's dependencies are registered with.
  public static let shared = AppDependencyManager()

  /// The registered providers, by key (the explicit key, else the dependency's type).
  private let providers = Mutex<[ProviderKey: @Sendable () throws -> any Sendable]>([:])

  /// A registration's key: the app's `AnyHashable` key (set once, only compared), or the type.
  private struct ProviderKey: Hashable, @unchecked Sendable {
    let base: AnyHashable

    init<Dependency>(_ key: AnyHashable?, for type: Dependency.Type) {
      base = key ?? AnyHashable(ObjectIdentifier(type))
    }
  }

  /// Creates a standalone manager (for dependency injection in tests).
  public init() {}

  /// Registers a dependency that `@Dependency` properties resolve.
  ///
  /// The autoclosure isn't called here: it runs when a `@Dependency` property of the type (and
  /// key) is first read. Adding a dependency again for the same type and key replaces it.
  ///
  /// - Parameters:
  ///   - key: What tells apart several dependencies of one type; `nil` registers the type's.
  ///   - dependencyProvider: Makes (or returns) the dependency.
  public func add<Dependency: Sendable>(
    key: AnyHashable? = nil,
    dependency dependencyProvider: @autoclosure @escaping @Sendable () throws -> Dependency
  ) {
    let key = ProviderKey(key, for: Dependency.self)
    providers.withLock { $0[key] = { try dependencyProvider() } }
  }

  /// The dependency registered under a key (else for a type), or `nil` if none was added.
  func resolve<Dependency: Sendable>(_ type: Dependency.Type, key: AnyHashable?) throws
    -> Dependency?
  {
    let key = ProviderKey(key, for: Dependency.self)
    guard let provider = providers.withLock({ $0[key] }) else { return nil }
    return try provider() as? Dependency
  }
}

/// A property that resolves a dependency the app registered with `AppDependencyManager`.
///
/// The wrapper behind `@Dependency` in intents and entity queries, as App Intents declares it:
/// `@Dependency private var store: NotesStore`.
@propertyWrapper
public final class AppDependency<Value: Sendable>: Sendable {
  /// Set once at init and only read: safe to share although `AnyHashable` isn't `Sendable`.
  private nonisolated(unsafe) let key: AnyHashable?
  private let manager: AppDependencyManager
  private let resolved = Mutex<Value?>(nil)

  /// Resolves the dependency registered under a key (else for the type) with a manager.
  public init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {
    self.key = key
    self.manager = manager
  }

  /// The dependency, resolved the first time it is read and kept after that.
  ///
  /// Reading a dependency that was never added, or whose provider throws, stops the app with a
  /// message naming its type, as on iOS.
  public var wrappedValue: Value {
    if let value = resolved.withLock({ $0 }) { return value }
    let value: Value?
    do {
      value = try manager.resolve(Value.self, key: key)
    } catch {
      fatalError("@Dependency \(Value.self): its provider threw \(error)")
    }
    guard let value else {
      fatalError(
        "@Dependency \(Value.self) was read but never added with AppDependencyManager.add")
    }
    resolved.withLock { $0 = value }
    return value
  }

  /// The wrapper itself.
  public var projectedValue: AppDependency<Value> { self }
}

extension AppIntent {
  /// The property wrapper for a dependency: `@Dependency private var store: NotesStore`.
  public typealias Dependency<Value: Sendable> = AppDependency<Value>
}

extension EntityQuery {
  /// The property wrapper for a dependency: `@Dependency private var store: NotesStore`.
  public typealias Dependency<Value: Sendable> = AppDependency<Value>
}
