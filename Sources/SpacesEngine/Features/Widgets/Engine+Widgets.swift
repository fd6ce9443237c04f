import Foundation
import SpacesKit

extension WidgetsFeature.Effect: FeatureEffect {
  /// Runs a widget effect in the engine.
  package func run(in engine: Engine) { engine.run(self) }
}

/// Task keys of widgets' effects.
struct WidgetTask: Hashable, Sendable {
  var id: WidgetID
  var generation: Int
}

extension Engine {
  /// Carries out a widget effect: a provider asked for a timeline, a given-up load stopped,
  /// the placed widgets told to app code.
  func run(_ effect: WidgetsFeature.Effect) {
    switch effect {
    case .loadTimeline(let id, let generation): loadWidgetTimeline(id, generation: generation)
    case .cancelLoad(let id, let generation):
      tasks.cancel(TaskKey(WidgetTask(id: id, generation: generation)))
    case .publishPlaced(let id):
      guard let widget = state.widgets.instances[id] else { return }
      host.widgets.place(
        id.rawValue,
        WidgetInfo(
          kind: widget.kind, family: widget.family, configuration: widget.configuration?.intent))
    case .publishRemoved(let id):
      host.widgets.remove(id.rawValue)
    case .openURL(let url, let kind):
      let app = apps.widgetKindsByApp.first { $0.value.contains(kind) }?.key
      openApp(app, with: url)
    case .openApp(let kind):
      let app = apps.widgetKindsByApp.first { $0.value.contains(kind) }?.key
      guard let index = state.homeScreenApps.apps.firstIndex(where: { $0.name == app }) else {
        send(.log(.warning("no installed app declares the widget kind \(kind): nothing opened")))
        return
      }
      send(.homeScreenApps(.open(index)))
    case .fillDefaults(let id, let configuration): fillWidgetDefaults(id, configuration)
    case .drawForStandBy(let id, let generation): drawForStandBy(id, generation: generation)
    }
  }

  /// Draws a widget's entries again in StandBy's environment (no container background), with
  /// a host current as for any app code, and hands them to the widget.
  private func drawForStandBy(_ id: WidgetID, generation: Int) {
    guard let widget = state.widgets.instances[id], let definition = apps.widgets[widget.kind]
    else { return }
    var context = definition.context(family: widget.family)
    context.isStandBy = true
    let views = definition.draw(widget.entries, on: host, context: context)
    send(.widgets(.drawnForStandBy(id, generation: generation, views)))
  }

  /// Places a widget of a kind in a family with the kind's default configuration; its first
  /// timeline loads at once. Returns `false` when no app declares the kind or the kind doesn't
  /// support the family.
  @discardableResult
  package func addWidget(
    kind: String, family: WidgetFamily, configuration: IntentBox? = nil
  ) -> Bool {
    guard let definition = apps.widgets[kind] else {
      send(.log(.warning("no app declares the widget kind \(kind)")))
      return false
    }
    guard definition.supportedFamilies.contains(family) else {
      send(.log(.warning("\(kind.shortKind) does not support the \(family) family")))
      return false
    }
    let configuration =
      configuration ?? definition.makeDefaultConfiguration.map { make in host.runSync { make() } }
    let context = definition.context(family: family)
    let placeholder = host.runSync { definition.placeholder(context) }
    send(
      .widgets(
        .add(kind: kind, family: family, configuration: configuration, placeholder: placeholder)))
    return true
  }

  /// Places the apps' default widgets (and, for an app that asks, one of each of its widget
  /// kinds in the first family it supports).
  func placeDefaultWidgets(apps hosted: [HostedApp]) {
    for app in hosted {
      for widget in app.defaultWidgets {
        addWidget(kind: widget.kind, family: widget.family, configuration: widget.configuration)
      }
      guard app.placesEveryWidgetKind else { continue }
      for kind in apps.widgetKindsByApp[app.name] ?? [] {
        guard let family = apps.widgets[kind]?.supportedFamilies.first else { continue }
        addWidget(kind: kind, family: family)
      }
    }
  }

  /// Runs a widget's provider off the reducer and sends the timeline back.
  private func loadWidgetTimeline(_ id: WidgetID, generation: Int) {
    guard let widget = state.widgets.instances[id], let definition = apps.widgets[widget.kind]
    else { return }
    let host = self.host
    let configuration = widget.configuration
    let context = definition.context(family: widget.family)
    launch(TaskKey(WidgetTask(id: id, generation: generation))) {
      let timeline = await definition.timeline(
        on: host, configuration: configuration, context: context)
      return .widgets(.loaded(id, generation: generation, timeline))
    }
  }
}
