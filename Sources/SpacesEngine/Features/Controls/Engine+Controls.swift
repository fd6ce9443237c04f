import Foundation
import SpacesKit

extension ControlsFeature.Effect: FeatureEffect {
  /// Runs a controls effect in the engine.
  package func run(in engine: Engine) { engine.run(self) }
}

/// Task keys of controls' effects.
enum ControlTask: Hashable, Sendable {
  case reload(ControlID, generation: Int)
  case configurationLoad(ControlID)
  case catalogPreview(String)
}

extension Engine {
  /// Carries out a controls effect: a value provider and content run, a given-up reload
  /// stopped, a saved configuration read, a configurable kind's gallery preview drawn.
  func run(_ effect: ControlsFeature.Effect) {
    switch effect {
    case .reload(let id, let generation):
      reloadControl(id, generation: generation)
    case .cancelReload(let id, let generation):
      tasks.cancel(TaskKey(ControlTask.reload(id, generation: generation)))
    case .loadConfiguration(let id, let kind, let values):
      loadConfiguration(id, kind: kind, values: values)
    case .previewCatalogKind(let kind):
      previewCatalogKind(kind)
    }
  }

  /// The installed controls as `ControlCenter.shared.currentControls()` reports them: kind,
  /// push token (for kinds registered for pushes) and configuration intent.
  func currentControls() -> [ControlInfo] {
    let tokens = Dictionary(
      state.push.registrations.map { ($0.id, $0.token) }, uniquingKeysWith: { a, _ in a })
    return state.controls.map { control in
      ControlInfo(
        id: "\(control.id.rawValue)", kind: control.kind,
        pushInfo: tokens[control.id].flatMap { Data(hexString: $0) }.map(ControlPushInfo.init),
        configuration: control.configuration?.intent as? any ControlConfigurationIntent)
    }
  }

  /// Runs a control's value provider, then its content, in a task a timeout can cancel.
  private func reloadControl(_ id: ControlID, generation: Int) {
    guard let control = state.control(id), let definition = apps.controls[control.kind] else {
      return
    }
    let host = self.host
    let fetch = definition.currentValue
    let configuration = control.configuration
    let content = definition.content
    let kind = control.kind.shortKind
    launch(TaskKey(ControlTask.reload(id, generation: generation))) { [weak self] in
      do {
        let value = try await host.run { try await fetch(configuration) }
        guard let self else { return .controls(.loadFailed(id, generation: generation, "gone")) }
        let resolved = self.measure("content \(kind)") { host.runSync { content(value) } }
        self.reportUnknownSymbols(in: resolved, kind: kind)
        return .controls(.loaded(id, generation: generation, resolved))
      } catch let error as ParameterValueError {
        guard case .lookupFailed = error else {
          // The configuration's entity is gone (a deleted timer): not a provider error to retry.
          return .controls(.configurationLost(id, generation: generation, error.description))
        }
        // The query couldn't answer (a server down): the control keeps its last value and
        // retries, as for any provider error.
        return .controls(.loadFailed(id, generation: generation, error.description))
      } catch {
        return .controls(.loadFailed(id, generation: generation, String(describing: error)))
      }
    }
  }

  /// Draws a configurable kind's gallery preview from its default configuration with the
  /// queries' default results (a kind whose defaults can't be read keeps its first preview).
  private func previewCatalogKind(_ kind: String) {
    guard let definition = apps.controls[kind], let support = definition.configuration else {
      return
    }
    let host = self.host
    let preview = definition.preview
    launch(TaskKey(ControlTask.catalogPreview(kind))) { [weak self] in
      guard let configuration = try? await host.run({ try await support.decode(nil) }) else {
        return .log(.warning("\(kind.shortKind): its default configuration couldn't be read"))
      }
      var control = host.runSync { preview(configuration) }
      // Still not configured (no default result): titled as the gallery names the kind.
      if control.isUnconfigured, let name = self?.state.catalog[kind]?.displayName {
        control.title = name
      }
      return .controls(.catalogPreviewed(kind: kind, control))
    }
  }

  /// Reads a saved configuration off the main actor: the defaults, then the saved values, with
  /// entities looked up through the app's queries.
  private func loadConfiguration(_ id: ControlID, kind: String, values: [String: String]?) {
    guard let support = apps.controls[kind]?.configuration else { return }
    let host = self.host
    launch(TaskKey(ControlTask.configurationLoad(id))) {
      do {
        let configuration = try await host.run { try await support.decode(values) }
        return .controls(.configurationLoaded(id, values: values, .decoded(configuration)))
      } catch {
        return .controls(
          .configurationLoaded(id, values: values, .failed(String(describing: error))))
      }
    }
  }
}
