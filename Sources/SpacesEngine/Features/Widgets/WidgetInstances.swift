import OrderedCollections

/// The placed widgets in placement order, keyed by identifier, with an index by kind: finding a
/// kind's widgets (an app's `reloadTimelines(ofKind:)`) costs what they are, not a look at
/// every widget.
///
/// Widget numbers are handed out one after another, so each widget's place in the order is
/// also kept in an array by its number (`places`): finding a widget (every deadline and every
/// timeline of a widget does) reads an array, not the hash table.
package struct WidgetInstances: Equatable, Sendable {
  /// The widgets by identifier, in placement order.
  package private(set) var storage: OrderedDictionary<WidgetID, WidgetInstance> = [:]
  /// The identifiers of each kind's widgets, in placement order.
  private var byKind: [String: [WidgetID]] = [:]
  /// By widget number: its index in `storage` + 1 (0: not placed). Numbers past the end (or
  /// negative) are looked up in `storage`; the array grows only to about twice the widgets
  /// placed, so a far-off number never makes it huge.
  private var places: [Int] = []
  /// Whether a placed widget's number is past `places` (or negative).
  private var hasFarNumbers = false

  package init() {}

  /// A widget by identifier; setting one places, replaces or removes it.
  package subscript(id: WidgetID) -> WidgetInstance? {
    get { index(of: id).map { storage.values[$0] } }
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
      if old == nil, newValue != nil {
        place(id, at: storage.count - 1)
      } else if old != nil, newValue == nil {
        rebuildPlaces()
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
    guard let index = index(of: id) else { return nil }
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
    rebuildPlaces()
  }

  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.storage == rhs.storage }

  // MARK: Places

  /// A widget's index in `storage`.
  private func index(of id: WidgetID) -> Int? {
    let number = id.rawValue
    guard number >= 0, number < places.count else { return storage.index(forKey: id) }
    let place = places[number]
    return place > 0 ? place - 1 : nil
  }

  /// Records a newly placed widget's index (its number is kept when near enough; the array
  /// grows to take it, and then takes the far ones placed before it too).
  private mutating func place(_ id: WidgetID, at index: Int) {
    let number = id.rawValue
    if number >= places.count, number < 2 * storage.count + 64 {
      places.append(contentsOf: repeatElement(0, count: number + 1 - places.count))
      if hasFarNumbers { return rebuildPlaces() }
    }
    if number >= 0, number < places.count {
      places[number] = index + 1
    } else {
      hasFarNumbers = true
    }
  }

  /// Records every widget's index again (after a removal or a new order moved them).
  private mutating func rebuildPlaces() {
    for number in places.indices { places[number] = 0 }
    hasFarNumbers = false
    for (index, id) in storage.keys.enumerated() {
      if id.rawValue >= 0, id.rawValue < places.count {
        places[id.rawValue] = index + 1
      } else {
        hasFarNumbers = true
      }
    }
  }
}
