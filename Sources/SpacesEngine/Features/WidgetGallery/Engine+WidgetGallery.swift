import Foundation
import SpacesKit

extension WidgetGalleryFeature.Effect: FeatureEffect {
  /// Runs a widget gallery effect in the engine.
  package func run(in engine: Engine) { engine.run(self) }
}

/// Task keys of the gallery's previews.
enum WidgetPreviewTask: Hashable, Sendable {
  /// A preview's snapshot.
  case preview(WidgetGalleryState.PreviewKey)
  /// The saved widgets' configurations read at start.
  case restore
}

extension Engine {
  /// Carries out a widget gallery effect.
  func run(_ effect: WidgetGalleryFeature.Effect) {
    switch effect {
    case .loadPreview(let key, let configuration):
      loadWidgetPreview(key, configuration: configuration)
    case .loadPlaceholders:
      post(.widgetGallery(.placeholdersLoaded(widgetPlaceholders())))
    case .placeRestored(let widgets, let setAside):
      // Numbered in placement order (the adds are applied after this effect: counted here).
      let first = state.widgets.nextID
      var placed: [Int: WidgetID] = [:]
      var count = 0
      for widget in widgets {
        guard
          addWidget(kind: widget.kind, family: widget.family, configuration: widget.configuration)
        else { continue }
        if let index = widget.index { placed[index] = WidgetID(first + count) }
        count += 1
      }
      placeRestoredStacks(placed: placed)
      post(.widgetGallery(.placedAtStart(setAside: setAside)))
    case .cancelPreview(let key):
      tasks.cancel(TaskKey(WidgetPreviewTask.preview(key)))
    case .add(let kind, let family, let configuration, let after):
      guard addWidget(kind: kind, family: family, configuration: configuration) else { return }
      post(.widgetGallery(.added(after: after)))
    case .addStack(let kinds, let family, let after):
      guard addStack(kinds: kinds, family: family) else { return }
      post(.widgetGallery(.addedStack(after: after)))
    }
  }

  /// The widget kinds as the gallery lists them, in bundle order: names translated with the
  /// host current; their placeholders come when the gallery first opens
  /// (`widgetPlaceholders()`).
  func widgetKindInfos(apps hosted: [HostedApp]) -> [WidgetKindInfo] {
    hosted.flatMap { app in
      (apps.widgetKindsByApp[app.name] ?? []).compactMap { kind -> WidgetKindInfo? in
        guard let definition = apps.widgets[kind] else { return nil }
        let (name, description) = host.runSync {
          (definition.displayName?.resolvedText, definition.description?.resolvedText)
        }
        return WidgetKindInfo(
          kind: kind, appName: app.name,
          displayName: (name?.isEmpty == false ? name : nil) ?? kind.shortKind,
          description: description, families: definition.supportedFamilies)
      }
    }
  }

  /// Every catalog kind's placeholder in each family it supports, by kind.
  func widgetPlaceholders() -> [String: [WidgetFamily: ViewNode]] {
    var result: [String: [WidgetFamily: ViewNode]] = [:]
    for info in state.widgetGallery.catalog {
      guard let definition = apps.widgets[info.kind] else { continue }
      var placeholders: [WidgetFamily: ViewNode] = [:]
      for family in definition.supportedFamilies {
        let context = definition.context(family: family, isPreview: true)
        placeholders[family] = host.runSync { definition.placeholder(context) }
      }
      result[info.kind] = placeholders
    }
    return result
  }

  /// Places the start's widgets: those `layout.json` held, their configurations decoded off
  /// the reducer (kinds no app declares are warned about and kept in the file; a family the
  /// kind doesn't support, or a configuration that can't be read, is warned about and
  /// skipped), else the apps' defaults.
  func placeStartWidgets(apps hosted: [HostedApp]) {
    guard let saved = state.widgetGallery.restored else {
      placeDefaultWidgets(apps: hosted)
      send(.widgetGallery(.placedAtStart(setAside: [])))
      return
    }
    var setAside: [SavedWidget] = []
    var placed: [(index: Int, saved: SavedWidget, family: WidgetFamily)] = []
    for (index, widget) in saved.enumerated() {
      let key = "widgets[\(index)]"
      guard let definition = apps.widgets[widget.kind] else {
        send(
          .log(
            .warning(
              "layout.json: \(key) names the widget kind \(widget.kind), which no hosted app "
                + "declares; it is kept in the file, not placed")))
        setAside.append(widget)
        continue
      }
      guard let family = WidgetFamily(rawValue: widget.family),
        definition.supportedFamilies.contains(family)
      else {
        send(
          .log(
            .warning(
              "layout.json: \(key).family '\(widget.family)' is not a family \(widget.kind) "
                + "supports; skipped")))
        continue
      }
      placed.append((index, widget, family))
    }
    warnAboutStacks(saved: saved)
    let host = self.host
    let supports = placed.map { entry in
      apps.widgets[entry.saved.kind]?.makeDefaultConfiguration.map {
        ControlConfigurationSupport(makeDefault: $0)
      }
    }
    launch(TaskKey(WidgetPreviewTask.restore)) {
      var restored: [SavedWidget.Restored] = []
      var problems: [String] = []
      for (entry, support) in zip(placed, supports) {
        var configuration: IntentBox?
        if let support {
          do {
            configuration = try await host.run {
              try await support.decode(entry.saved.configuration)
            }
          } catch {
            problems.append(
              "layout.json: widgets[\(entry.index)].configuration: \(error); skipped")
            continue
          }
        }
        restored.append(
          .init(
            kind: entry.saved.kind, family: entry.family, configuration: configuration,
            index: entry.index))
      }
      return .widgetGallery(
        .restoredDecoded(restored, setAside: setAside, problems: problems))
    }
  }

  /// Asks a provider for a snapshot (`context.isPreview`) off the reducer, and sends it back.
  private func loadWidgetPreview(
    _ key: WidgetGalleryState.PreviewKey, configuration: IntentBox?
  ) {
    guard let definition = apps.widgets[key.entry.kind] else {
      post(.widgetGallery(.previewFailed(key, "no app declares this kind")))
      return
    }
    let host = self.host
    let context = definition.context(family: key.family, isPreview: true)
    let configuration =
      configuration ?? definition.makeDefaultConfiguration.map { make in host.runSync { make() } }
    launch(TaskKey(WidgetPreviewTask.preview(key))) {
      let view =
        await definition.snapshot(on: host, configuration: configuration, context: context)
        ?? host.runSync { definition.placeholder(context) }
      return .widgetGallery(.previewLoaded(key, view))
    }
  }
}
