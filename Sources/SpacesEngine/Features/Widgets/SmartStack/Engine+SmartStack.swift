import SpacesKit

extension Engine {
  /// Places one widget of each kind in a family and groups them into a Smart Stack in one Home
  /// Screen slot (what the widget gallery's "Smart Stack" adds). Returns `false`, placing
  /// nothing, with fewer than two kinds, a kind no app declares, or one without the family.
  @discardableResult
  package func addStack(kinds: [String], family: WidgetFamily) -> Bool {
    guard kinds.count >= 2,
      kinds.allSatisfy({ apps.widgets[$0]?.supportedFamilies.contains(family) == true })
    else {
      send(
        .log(
          .warning(
            "a Smart Stack needs two or more widget kinds that support \(family): "
              + kinds.map(\.shortKind).joined(separator: ", "))))
      return false
    }
    // Numbered in placement order; from an effect the adds are applied after it, so the
    // numbers are counted here rather than read back.
    let first = state.widgets.nextID
    var ids: [WidgetID] = []
    for kind in kinds {
      guard addWidget(kind: kind, family: family) else { return false }
      ids.append(WidgetID(first + ids.count))
    }
    send(.widgets(.stack(ids)))
    return true
  }
}
