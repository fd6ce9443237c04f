import CSpacesPreviewSection

/// The types compiled into the program that conform to one of SpacesKit's protocols, read from
/// the protocol conformance records (how the dashboard finds `#Preview`s' providers and apps'
/// `OpenIntent`s without a registry).
enum ConformanceRecords {
  /// The conforming types of `protocolName` declared in `module`, at most `capacity` of them.
  static func types(conformingTo protocolName: String, in module: String, capacity: Int)
    -> [Any.Type]
  {
    var types = [UnsafeRawPointer?](repeating: nil, count: capacity)
    let count = types.withUnsafeMutableBufferPointer { buffer in
      spaces_conforming_types(module, protocolName, buffer.baseAddress, capacity)
    }
    return types.prefix(min(count, capacity)).compactMap { metadata in
      metadata.map { unsafeBitCast($0, to: Any.Type.self) }
    }
  }
}
