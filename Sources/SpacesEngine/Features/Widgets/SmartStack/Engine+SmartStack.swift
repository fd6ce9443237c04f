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
    var ids: [WidgetID] = []
    for kind in kinds {
      let id = WidgetID(state.widgets.nextID)
      guard addWidget(kind: kind, family: family) else { return false }
      ids.append(id)
    }
    send(.widgets(.stack(ids)))
    return state.widgets.stackIndex(containing: ids[0]) != nil
  }
}
