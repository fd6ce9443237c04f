import OrderedCollections

/// The placed widgets in placement order, keyed by identifier, with an index by kind: finding a
/// kind's widgets (an app's `reloadTimelines(ofKind:)`) costs what they are, not a look at
/// every widget.
package struct WidgetInstances: Equatable, Sendable {
  /// The widgets by identifier, in placement order.
  package private(set) var storage: OrderedDictionary<WidgetID, WidgetInstance> = [:]
  /// The identifiers of each kind's widgets, in placement order.
  private var byKind: [String: [WidgetID]] = [:]

  package init() {}

  /// A widget by identifier; setting one places, replaces or removes it.
  package subscript(id: WidgetID) -> WidgetInstance? {
    get { storage[id] }
    set {
      let old = storage[id]
      storage[id] = newValue
      if let old, old.kind != newValue?.kind {
        byKind[old.kind]?.removeAll { $0 == id }
        if byKind[old.kind]?.isEmpty == true { byKind[old.kind] = nil }
      }
      if let newValue, old?.kind != newValue.kind {
        byKind[newValue.kind, default: []].append(id)
      }
    }
  }

  /// The widgets in placement order.
  package var values: OrderedDictionary<WidgetID, WidgetInstance>.Values { storage.values }
  /// The identifiers in placement order.
  package var keys: OrderedSet<WidgetID> { storage.keys }
  /// How many widgets are placed.
  package var count: Int { storage.count }
  /// Whether no widget is placed.
  package var isEmpty: Bool { storage.isEmpty }

  /// The widgets of a kind (every widget for `nil`), in placement order.
  package func ids(ofKind kind: String?) -> [WidgetID] {
    guard let kind else { return Array(storage.keys) }
    return byKind[kind] ?? []
  }

  /// Changes a widget in place (no copy of its timeline); `nil` when there is no such widget.
  /// The change must not alter its kind.
  @discardableResult
  package mutating func modify<Result>(_ id: WidgetID, _ body: (inout WidgetInstance) -> Result)
    -> Result?
  {
    guard let index = storage.index(forKey: id) else { return nil }
    return body(&storage.values[index])
  }

  /// Removes a widget; returns it, or `nil` for an unknown identifier.
  @discardableResult
  package mutating func removeValue(forKey id: WidgetID) -> WidgetInstance? {
    let removed = storage[id]
    self[id] = nil
    return removed
  }

  /// Puts the widgets in a new order: the listed ones first, in the list's order (unknown
  /// identifiers ignored), then any not listed, in their order.
  package mutating func reorder(_ order: [WidgetID]) {
    var seen = Set<WidgetID>()
    let listed = order.filter { storage[$0] != nil && seen.insert($0).inserted }
    let rest = storage.keys.filter { !seen.contains($0) }
    var next = storage
    next.removeAll(keepingCapacity: true)
    for id in listed + rest { next[id] = storage[id] }
    storage = next
  }

  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.storage == rhs.storage }
}
