import Foundation

/// The `@State` values of the views a host keeps alive (an app's screen), by view identity.
///
/// A value's key is its view's identity and the property's name:
/// “<app>/<view type path>.<property>”.
///
/// The engine owns one store for all apps and resolves every app screen with it (through
/// `AppScreenContext`), so a value a press changed is there at the next resolution. Values
/// whose type is `Codable` are also kept as JSON (`persistedValues`), which the engine writes
/// to its state directory and gives back at the next start.
package final class ViewStateStore: @unchecked Sendable {
  private var values: [String: Any] = [:]
  private var persisted: [String: Data]
  /// How many views of each path the current resolution met (the n-th `Row` under one parent
  /// gets its own identity).
  private var occurrences: [String: Int] = [:]

  /// Creates a store, with values persisted by an earlier run (JSON by key).
  package init(persisted: [String: Data] = [:]) { self.persisted = persisted }

  /// The values that can be persisted (their type is `Encodable`), as JSON by key.
  package var persistedValues: [String: Data] { persisted }

  /// The keys holding a value, sorted (for tests and the inspector).
  package var keys: [String] { values.keys.sorted() }

  /// The value under a key, if one is stored.
  package func value(for key: String) -> Any? { values[key] }

  /// Stores a value (and its JSON when it is `Encodable`).
  package func setValue(_ value: Any, for key: String) {
    values[key] = value
    if let encodable = value as? any Encodable,
      let data = try? JSONEncoder().encode(encodable)
    {
      persisted[key] = data
    }
  }

  /// Starts a resolution pass: identities are counted afresh.
  package func beginPass() { occurrences.removeAll(keepingCapacity: true) }

  /// The identity of the next view at a path in this pass: the path itself for the first, with
  /// “#n” for later ones.
  func claim(_ path: String) -> String {
    let count = occurrences[path, default: 0]
    occurrences[path] = count + 1
    return count == 0 ? path : "\(path)#\(count)"
  }

  /// Makes sure a key holds a value: the one persisted by an earlier run when it decodes as
  /// the property's type, else the property's initial value.
  func register<Value>(_ key: String, initial: Value) {
    guard values[key] == nil else { return }
    if let data = persisted[key], let restored: Value = Self.decode(data) {
      values[key] = restored
    } else {
      values[key] = initial
    }
  }

  private static func decode<Value>(_ data: Data) -> Value? {
    guard let type = Value.self as? any Decodable.Type else { return nil }
    return (try? JSONDecoder().decode(type, from: data)) as? Value
  }
}
