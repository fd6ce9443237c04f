/// A property wrapper for a value a view owns.
///
/// As SwiftUI's `State`: `@State private var isVisible = true`, read and written in `body`,
/// and `$isVisible` for a `Binding`.
///
/// The value doesn't live in the view struct (which is rebuilt every time the view is
/// resolved): where a host keeps view state (an app's screen in the dashboard), resolution
/// installs each `@State` property in the host's `ViewStateStore` under the view's identity —
/// the app, the path of view types down to it, and the property's name — so a change made by a
/// press (a Siri tip dismissed) is still there the next time the view is resolved, and, for
/// `Codable` values, across restarts. Outside a host (a widget's entry view, a test) the value
/// lives in the wrapper and starts from its initial value.
@propertyWrapper
public struct State<Value> {
  private let initialValue: Value
  /// Where the value is: resolution finds it in a view's bytes by this name
  /// (`ViewPropertyLayout`).
  private let box: _StateBox

  /// Creates a state property that stores an initial value.
  public init(wrappedValue value: Value) {
    initialValue = value
    box = _TypedStateBox(value)
  }

  /// Creates a state property that stores an initial value.
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  /// The current value: the host's stored value once installed, else the wrapper's own.
  public var wrappedValue: Value {
    get { (box.store?.value(for: box.key) as? Value) ?? (box.local as? Value) ?? initialValue }
    nonmutating set {
      if let store = box.store {
        store.setValue(newValue, for: box.key)
      } else {
        box.local = newValue
      }
    }
  }

  /// A binding to the state value.
  public var projectedValue: Binding<Value> {
    let box = self.box
    let initial = initialValue
    return Binding(
      location: box.store == nil ? nil : box.key,
      get: { (box.store?.value(for: box.key) as? Value) ?? (box.local as? Value) ?? initial },
      set: { newValue in
        if let store = box.store {
          store.setValue(newValue, for: box.key)
        } else {
          box.local = newValue
        }
      })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates a state property without an initial value (`nil`).
  public init() { self.init(wrappedValue: nil) }
}

/// Where a `State` property's value is: a reference, so the view struct stays immutable while
/// resolution connects it to the host's store.
class _StateBox {
  var local: Any
  weak var store: ViewStateStore?
  var key = ""

  init(_ value: Any) { local = value }

  /// Connects the property to its stored value under `key`, storing the initial value if the
  /// store has none.
  func install(in store: ViewStateStore, key: String) {
    self.store = store
    self.key = key
  }
}

/// A `State` property's box that knows its value's type, to register the initial value (or
/// restore a persisted one) as that type.
final class _TypedStateBox<Value>: _StateBox {
  let initialValue: Value

  init(_ value: Value) {
    initialValue = value
    super.init(value)
  }

  override func install(in store: ViewStateStore, key: String) {
    super.install(in: store, key: key)
    store.register(key, initial: initialValue)
  }
}
