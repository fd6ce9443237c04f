import Foundation

extension Preview {
  /// Creates a preview of a Live Activity: one presentation drawn for each content state.
  ///
  /// `.content` draws the Lock Screen presentation, `.dynamicIsland(…)` the compact, minimal or
  /// expanded island (in a box the size of a medium widget, a rectangular or a circular Lock
  /// Screen slot); the states are stepped through as a widget's entries are.
  public init<W: Widget, Attributes: ActivityAttributes>(
    _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
    widget: @escaping () -> W,
    @PreviewActivityBuilder<Attributes> contentStates:
      @escaping @MainActor () async -> [Attributes.ContentState]
  ) {
    let attributesType = _typeName(Attributes.self, qualified: false)
    let makeDefinition: @MainActor () -> ActivityDefinition? = {
      for entry in widget().body._entries {
        if case .activity(let definition) = entry, definition.attributesType == attributesType {
          return definition
        }
      }
      return nil
    }
    self.init(
      name: name, family: viewKind.family, presentation: viewKind.description,
      kind: { makeDefinition()?.attributesType },
      entries: { host in
        guard let definition = makeDefinition() else { return [] }
        let states = await SystemHost.$scoped.withValue(host) { await contentStates() }
        return states.map { state in
          let record = ActivityRecord(
            attributesType: attributesType, attributes: attributes, state: state,
            startDate: host.now())
          return ResolvedEntry(
            date: record.startDate,
            view: SystemHost.$scoped.withValue(host) {
              Self.draw(record, as: viewKind, with: definition)
            })
        }
      })
  }

  /// One presentation of an activity; a Dynamic Island the configuration doesn't declare
  /// draws as a line saying so.
  @MainActor
  private static func draw(
    _ record: ActivityRecord, as viewKind: ActivityPreviewViewKind,
    with definition: ActivityDefinition
  ) -> ViewNode {
    switch viewKind {
    case .content:
      return definition.makeView(record)
    case .dynamicIsland(let state):
      guard let island = definition.makeDynamicIsland?(record) else {
        return .text(
          .verbatim("\(definition.attributesType) declares no Dynamic Island presentation"))
      }
      return island.views.node(for: state)
    }
  }
}
