import Synchronization

/// Registers the objects an app's intents and queries depend on, as App Intents'
/// `AppDependencyManager`: the app adds them at launch and `@Dependency` properties resolve them
/// when an intent runs.
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

  /// Registers a dependency, made when an intent first needs it; a `key` tells apart several
  /// dependencies of one type.
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

/// A property that resolves a dependency the app registered with `AppDependencyManager`, the
/// wrapper behind `@Dependency` as App Intents declares it.
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

  /// The dependency, resolved the first time it is read; reading one that was never added
  /// stops the app with a message naming its type, as on iOS.
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
