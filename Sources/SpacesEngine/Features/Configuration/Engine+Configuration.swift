import SpacesKit

extension ConfigurationFeature.Effect: FeatureEffect {
  /// Runs a configuration form effect in the engine.
  package func run(in engine: Engine) { engine.run(self) }
}

/// Task keys of configuration forms' effects.
struct ConfigurationTask: Hashable, Sendable {
  var target: ConfigurationTarget
}

extension Engine {
  /// Carries out a configuration form effect: options listed, changes applied.
  func run(_ effect: ConfigurationFeature.Effect) {
    switch effect {
    case .loadOptions(let id, let configuration): loadConfigurationOptions(id, configuration)
    case .apply(let id, let configuration, let edits):
      applyConfiguration(id, configuration, edits)
    case .nameWidget(let id): nameWidget(id)
    }
  }

  /// Lists the options of a configuration form's picker fields by running the app's queries
  /// (suggested entities, options providers) and reads each current value's title.
  private func loadConfigurationOptions(_ id: ConfigurationTarget, _ configuration: IntentBox) {
    let host = self.host
    launch(TaskKey(ConfigurationTask(target: id))) {
      var result: [String: ConfigurationFeature.FieldOptions] = [:]
      for parameter in configuration.parameters {
        let field = ConfigurationField(parameter)
        guard field.isList else { continue }
        do {
          let options = try await host.run { try await parameter.options() } ?? []
          let current = host.runSync { parameter.valueText } ?? ""
          result[parameter.name] = .listed(options, current: current)
        } catch {
          result[parameter.name] = .failed("\(error)")
        }
      }
      return .configuration(.optionsLoaded(id, result))
    }
  }

  /// Applies a form's changes to a configuration: picked options as they are, toggles, typed
  /// text parsed into the parameter's type. Any refusal keeps the old configuration.
  private func applyConfiguration(
    _ id: ConfigurationTarget, _ configuration: IntentBox, _ edits: [String: ConfigurationEdit]
  ) {
    let host = self.host
    launch(TaskKey(ConfigurationTask(target: id))) {
      switch await Self.applying(edits, to: configuration, host: host) {
      case .failure(let refusal): return .configuration(.rejected(id, refusal.message))
      case .success(let box):
        if let missing = box.parameters.first(where: { !$0.hasValue }) {
          return .configuration(.rejected(id, "\(missing.title.resolvedText) needs a value"))
        }
        return .configuration(.applied(id, box))
      }
    }
  }

  /// Applies edits to an intent's parameters, the way a configuration form's are applied (the
  /// Shortcuts space's inline edits too): picked options as they are, toggles, typed text parsed
  /// into the parameter's type; the first refusal names the parameter.
  nonisolated static func applying(
    _ edits: [String: ConfigurationEdit], to intent: IntentBox, host: SystemHost
  ) async -> Result<IntentBox, ConfigurationRefusal> {
    var box = intent
    for (name, edit) in edits.sorted(by: { $0.key < $1.key }) {
      let title = box.parameter(named: name)?.title.resolvedText ?? name
      do {
        switch edit {
        case .option(let option): box = try box.settingParameter(name, to: option)
        case .toggle(let isOn): box = try box.settingParameter(name, to: isOn)
        case .text(let text):
          let current = box
          box = try await host.run { try await current.settingParameter(name, fromText: text) }
        }
      } catch {
        return .failure(ConfigurationRefusal(message: "\(title): \(error)"))
      }
    }
    return .success(box)
  }
}

/// Why a configuration change was refused, as the form shows it.
struct ConfigurationRefusal: Error {
  var message: String
}
