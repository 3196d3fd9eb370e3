/// An open-addressing hash table from folded keys to small integer values, whose keys are byte
/// ranges of a loaded resource file (no `String` per key), hashed with FNV-1a.
///
/// Built once at load time and then only read. Besides full keys it can hold *prefix* entries
/// (the first words of a longer key), so a phrase matcher can stop extending an n-gram as soon
/// as no key starts with it.
package final class FoldedKeyTable: Sendable {
  /// Flag of an entry that is a full key (has a value).
  package static let isKey: UInt8 = 1
  /// Flag of an entry that is the first words of a longer key.
  package static let isPrefix: UInt8 = 2

  /// One entry's key range, value and flags side by side: a lookup that reaches an entry reads
  /// them from one cache line (four parallel arrays cost up to four cache misses on a large table,
  /// and the tables are large: most of a lookup's time is waiting for memory).
  @usableFromInline struct Entry: Sendable {
    let start: Int32
    @usableFromInline let value: Int32
    let length: UInt16
    @usableFromInline let flags: UInt8
  }

  /// The bytes the key ranges point into.
  package let bytes: [UInt8]
  @usableFromInline let entries: [Entry]
  private let slots: [Int32]
  private let mask: Int

  /// The table a builder has filled.
  package init(_ builder: FoldedKeyTableBuilder) {
    bytes = builder.bytes
    entries = Self.entries(
      starts: builder.keyStarts, lengths: builder.keyLengths, values: builder.values,
      flags: builder.entryFlags)
    slots = builder.slots
    mask = builder.mask
  }

  private static func entries(
    starts: [Int32], lengths: [UInt16], values: [Int32], flags: [UInt8]
  ) -> [Entry] {
    [Entry](unsafeUninitializedCapacity: values.count) { buffer, initialized in
      for e in values.indices {
        (buffer.baseAddress! + e).initialize(
          to: Entry(start: starts[e], value: values[e], length: lengths[e], flags: flags[e]))
      }
      initialized = values.count
    }
  }

  /// The table stored in a prebuilt index file (`*.idx`, written by `scripts/key_table.py`) over
  /// `bytes`; nil when the index is malformed or was built for a different file, and the caller
  /// then builds the table itself.
  package init?(prebuilt index: [UInt8], over bytes: [UInt8]) {
    let header = 16
    guard index.count >= header else { return nil }
    let parsed:
      (slots: [Int32], starts: [Int32], values: [Int32], lengths: [UInt16], flags: [UInt8])? =
        index.withUnsafeBytes { raw in
          guard raw[0] == 0x50, raw[1] == 0x4B, raw[2] == 0x54, raw[3] == 0x31 else { return nil }
          let fileSize = Int(
            UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 4, as: UInt32.self)))
          let slotCount = Int(
            UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt32.self)))
          let count = Int(
            UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 12, as: UInt32.self)))
          func padded(_ n: Int) -> Int { (n + 3) & ~3 }
          let expected = header + 4 * slotCount + 8 * count + padded(2 * count) + padded(count)
          guard fileSize == bytes.count, slotCount > 0, slotCount & (slotCount - 1) == 0,
            count * 2 <= slotCount, raw.count == expected
          else { return nil }
          func array<T>(_ type: T.Type, at offset: Int, count: Int) -> [T] {
            [T](unsafeUninitializedCapacity: count) { buffer, initialized in
              if count > 0 {
                UnsafeMutableRawBufferPointer(buffer).copyMemory(
                  from: UnsafeRawBufferPointer(
                    rebasing: raw[offset..<offset + count * MemoryLayout<T>.stride]))
              }
              initialized = count
            }
          }
          var offset = header
          let slots = array(Int32.self, at: offset, count: slotCount)
          offset += 4 * slotCount
          let starts = array(Int32.self, at: offset, count: count)
          offset += 4 * count
          let values = array(Int32.self, at: offset, count: count)
          offset += 4 * count
          let lengths = array(UInt16.self, at: offset, count: count)
          offset += padded(2 * count)
          let flags = array(UInt8.self, at: offset, count: count)
          return (slots, starts, values, lengths, flags)
        }
    guard let parsed else { return nil }
    for (start, length) in zip(parsed.starts, parsed.lengths)
    where start < 0 || Int(start) + Int(length) > bytes.count {
      return nil
    }
    for slot in parsed.slots where slot >= Int32(parsed.values.count) { return nil }
    self.bytes = bytes
    // The index is little-endian, as every platform Swift runs on here.
    self.slots = parsed.slots
    self.mask = parsed.slots.count - 1
    self.entries = Self.entries(
      starts: parsed.starts, lengths: parsed.lengths, values: parsed.values, flags: parsed.flags)
  }

  /// Whether every full key's value lies in `range` (a check of a prebuilt index against the
  /// data it points into).
  package func keyValuesAreWithin(_ range: Range<Int32>) -> Bool {
    for entry in entries where entry.flags & Self.isKey != 0 {
      if !range.contains(entry.value) { return false }
    }
    return true
  }

  /// The number of entries (keys and prefixes).
  package var count: Int { entries.count }

  package static func hash(_ buffer: UnsafeBufferPointer<UInt8>) -> Int {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in buffer {
      h = (h ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return Int(truncatingIfNeeded: h ^ (h >> 29))
  }

  /// Whether the `key.count` bytes of `all` from `start` are `key`'s.
  @inline(__always)
  static func bytes(
    _ all: UnsafeBufferPointer<UInt8>, at start: Int, equal key: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    var i = 0
    while i < key.count {
      if all[start + i] != key[i] { return false }
      i += 1
    }
    return true
  }

  /// The entry of a key in a table's arrays, or its free slot: `entry` is -1 when absent.
  package static func probe(
    _ key: UnsafeBufferPointer<UInt8>, in all: UnsafeBufferPointer<UInt8>, slots: [Int32],
    mask: Int, keyStarts: [Int32], keyLengths: [UInt16]
  ) -> (entry: Int32, slot: Int) {
    var slot = hash(key) & mask
    while true {
      let entry = slots[slot]
      if entry < 0 { return (-1, slot) }
      let e = Int(entry)
      if Int(keyLengths[e]) == key.count, Self.bytes(all, at: Int(keyStarts[e]), equal: key) {
        return (entry, slot)
      }
      slot = (slot + 1) & mask
    }
  }

  /// ``probe(_:in:slots:mask:keyStarts:keyLengths:)`` over the built table's entries.
  private func find(_ key: UnsafeBufferPointer<UInt8>) -> Int32 {
    bytes.withUnsafeBufferPointer { all in
      entries.withUnsafeBufferPointer { entries in
        slots.withUnsafeBufferPointer { slots in
          var slot = Self.hash(key) & mask
          while true {
            let entry = slots[slot]
            if entry < 0 { return -1 }
            let found = entries[Int(entry)]
            if Int(found.length) == key.count, Self.bytes(all, at: Int(found.start), equal: key) {
              return entry
            }
            slot = (slot + 1) & mask
          }
        }
      }
    }
  }

  /// The entry index of `key`, or nil.
  package func entry(_ key: String) -> Int32? {
    guard key.utf8.count <= Int(UInt16.max) else { return nil }  // longer than any key
    var key = key
    let found = key.withUTF8 { find($0) }
    return found >= 0 ? found : nil
  }

  /// The value of a full key given as UTF-8 bytes, or nil when absent or only a prefix.
  package func value(utf8 key: UnsafeBufferPointer<UInt8>) -> Int32? {
    guard key.count <= Int(UInt16.max) else { return nil }
    let found = find(key)
    guard found >= 0 else { return nil }
    let entry = entries[Int(found)]
    return entry.flags & Self.isKey != 0 ? entry.value : nil
  }

  /// The value of a full key, or nil when `key` is absent or only a prefix.
  package func value(_ key: String) -> Int32? {
    guard let e = entry(key) else { return nil }
    let entry = entries[Int(e)]
    return entry.flags & Self.isKey != 0 ? entry.value : nil
  }

  /// The value stored in an entry.
  @inlinable package func value(at entry: Int32) -> Int32 { entries[Int(entry)].value }

  /// The flags of an entry.
  @inlinable package func flags(at entry: Int32) -> UInt8 { entries[Int(entry)].flags }

  /// The key of an entry, as a string.
  package func key(at entry: Int32) -> String {
    let start = Int(entries[Int(entry)].start)
    let end = start + Int(entries[Int(entry)].length)
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}

/// Fills a ``FoldedKeyTable`` at load time (what `scripts/key_table.py` prebuilds): keys are byte
/// ranges of `bytes`, inserted in file order.
package struct FoldedKeyTableBuilder {
  /// The bytes the key ranges point into.
  package let bytes: [UInt8]
  fileprivate(set) var keyStarts: [Int32] = []
  fileprivate(set) var keyLengths: [UInt16] = []
  fileprivate(set) var values: [Int32] = []
  fileprivate(set) var entryFlags: [UInt8] = []
  fileprivate(set) var slots: [Int32]
  fileprivate(set) var mask: Int

  /// An empty table over `bytes`, sized for about `expectedCount` entries.
  package init(bytes: [UInt8], expectedCount: Int) {
    self.bytes = bytes
    var size = 16
    while size < expectedCount * 2 { size <<= 1 }
    slots = [Int32](repeating: -1, count: size)
    mask = size - 1
    keyStarts.reserveCapacity(expectedCount)
    keyLengths.reserveCapacity(expectedCount)
    values.reserveCapacity(expectedCount)
    entryFlags.reserveCapacity(expectedCount)
  }

  /// The finished, immutable table.
  package func build() -> FoldedKeyTable { FoldedKeyTable(self) }

  /// Adds `flags` to the entry for the key at `range` of ``bytes``, creating it with `value` when
  /// new; a full key's value is set when the entry had none. Returns the entry index.
  @discardableResult
  package mutating func insert(_ range: Range<Int>, value: Int32, flags: UInt8) -> Int32 {
    guard range.count > 0, range.count <= Int(UInt16.max) else { return -1 }
    if values.count * 2 >= slots.count { grow() }
    let found: (entry: Int32, slot: Int) = bytes.withUnsafeBufferPointer { all in
      FoldedKeyTable.probe(
        UnsafeBufferPointer(rebasing: all[range]), in: all, slots: slots, mask: mask,
        keyStarts: keyStarts, keyLengths: keyLengths)
    }
    if found.entry >= 0 {
      let entry = Int(found.entry)
      if flags & FoldedKeyTable.isKey != 0, entryFlags[entry] & FoldedKeyTable.isKey == 0 {
        values[entry] = value
      }
      entryFlags[entry] |= flags
      return found.entry
    }
    let entry = Int32(values.count)
    keyStarts.append(Int32(range.lowerBound))
    keyLengths.append(UInt16(range.count))
    values.append(value)
    entryFlags.append(flags)
    slots[found.slot] = entry
    return entry
  }

  private mutating func grow() {
    let size = slots.count * 2
    var newSlots = [Int32](repeating: -1, count: size)
    let newMask = size - 1
    bytes.withUnsafeBufferPointer { all in
      for e in 0..<values.count {
        let start = Int(keyStarts[e])
        let key = UnsafeBufferPointer(rebasing: all[start..<start + Int(keyLengths[e])])
        var slot = FoldedKeyTable.hash(key) & newMask
        while newSlots[slot] >= 0 { slot = (slot + 1) & newMask }
        newSlots[slot] = Int32(e)
      }
    }
    slots = newSlots
    mask = newMask
  }

  /// Inserts a full key and a prefix entry for each of its leading word groups
  /// (`new york city` → prefixes `new`, `new york`). Returns the key's entry.
  @discardableResult
  package mutating func insertWithPrefixes(_ range: Range<Int>, value: Int32, flags: UInt8 = 0)
    -> Int32
  {
    var spaces: [Int] = []
    for i in range where bytes[i] == 0x20 || (bytes[i] == 0x27 && i > range.lowerBound) {
      spaces.append(i)  // word boundaries, and before an apostrophe (`martha` of `martha's`)
    }
    for space in spaces {
      insert(range.lowerBound..<space, value: -1, flags: FoldedKeyTable.isPrefix)
    }
    return insert(range, value: value, flags: FoldedKeyTable.isKey | flags)
  }
}
