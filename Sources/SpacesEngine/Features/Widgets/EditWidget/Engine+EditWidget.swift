import SpacesKit

/// Task keys of filling a new widget's defaults.
struct WidgetDefaultsTask: Hashable, Sendable {
  var id: WidgetID
}

/// Task keys of naming a widget for its form.
struct WidgetNamingTask: Hashable, Sendable {
  var id: WidgetID
}

extension Engine {
  /// Fills a new widget's unset parameters from their entity queries' (or options providers')
  /// `defaultResult()`, as iOS fills a widget added from the gallery, off the reducer; a
  /// parameter without a default stays unset and is logged once.
  func fillWidgetDefaults(_ id: WidgetID, _ configuration: IntentBox) {
    let host = self.host
    let name = state.widgets.instances[id]?.name ?? "\(id)"
    launch(TaskKey(WidgetDefaultsTask(id: id))) { [weak self] in
      let (filled, unset) = await host.run { await configuration.fillingUnsetDefaultResults() }
      if !unset.isEmpty {
        self?.reportOnce(
          .warning(
            "widget \(name): no defaultResult() for \(unset.joined(separator: ", ")); left unset"))
      }
      return .widgets(.defaultsFilled(id, filled))
    }
  }

  /// Names a widget for its "Edit Widget" form: its kind's `configurationDisplayName` (the
  /// kind's short name without one) and `description`.
  func nameWidget(_ id: WidgetID) {
    guard let widget = state.widgets.instances[id] else { return }
    let definition = apps.widgets[widget.kind]
    let title = definition?.displayName?.resolvedText ?? widget.kind.shortKind
    let description = definition?.description?.resolvedText
    send(.configuration(.widgetNamed(id, title: title, description: description)))
  }
}
