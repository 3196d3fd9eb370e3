// A C interface over exiv2 0.27: one call per file, every exception caught at this boundary.
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
#include "CExiv2Shim.h"

#include <exiv2/exiv2.hpp>

#include <cstdlib>
#include <cstring>
#include <mutex>
#include <sstream>
#include <string>

namespace {

std::once_flag initOnce;
std::recursive_mutex xmpMutex;

// The XMP toolkit inside exiv2 and exiv2's XMP namespace registry are not thread-safe. exiv2 0.27
// calls this callback only while it registers namespaces (xmp_exiv2.hpp), not while the toolkit
// parses a packet inside `Image::readMetadata()` or `XmpParser::decode()`. So this shim holds the
// same (recursive) mutex around every call that can decode or encode XMP: the whole
// `readMetadata()`, the copy-out of XMP values, fragment decoding and writing (issue 10, defect 1:
// without it parallel indexing lost the XMP of one or two files per run).
void xmpLock(void *, bool lock) {
  if (lock) {
    xmpMutex.lock();
  } else {
    xmpMutex.unlock();
  }
}

void initializeOnce() {
  std::call_once(initOnce, [] {
    Exiv2::LogMsg::setLevel(Exiv2::LogMsg::mute);
    Exiv2::XmpParser::initialize(xmpLock, nullptr);
#ifdef EXV_ENABLE_BMFF
    Exiv2::enableBMFF(true);
#endif
  });
}

char *copyString(const std::string &s) {
  char *out = static_cast<char *>(std::malloc(s.size() + 1));
  if (out) std::memcpy(out, s.data(), s.size() + 1);
  return out;
}

cexiv2_result makeResult(int ok, const std::string &s) {
  cexiv2_result r;
  r.ok = ok;
  r.text = copyString(s);
  r.length = r.text ? s.size() : 0;
  if (!r.text) r.ok = 0;
  return r;
}

void appendEscaped(std::string &out, const std::string &value) {
  for (char c : value) {
    switch (c) {
      case '\t': out += "\\t"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\\': out += "\\\\"; break;
      case '\0': break;
      default: out += c;
    }
  }
}

void appendLine(std::string &out, const std::string &key, const std::string &value) {
  out += key;
  out += '\t';
  appendEscaped(out, value);
  out += '\n';
}

bool wantedExifGroup(const std::string &group, const std::string &tag) {
  if (group == "Image" || group == "Photo" || group == "GPSInfo" || group == "Iop") return true;
  // A few maker-note tags that carry a rating or a real lens name.
  if (tag == "Rating" || tag == "LensType" || tag == "LensModel" || tag == "Lens") return true;
  // Panasonic RAW sensor borders: the visible image inside the stored sensor area.
  // (exiv2 0.27 names the bottom and right borders ImageHeight and ImageWidth.)
  if (group == "PanasonicRaw" && (tag.find("Border") != std::string::npos || tag == "ImageWidth" || tag == "ImageHeight"))
    return true;
  // The thumbnail IFD's orientation: the fallback ExifTool also reads when IFD0 has none.
  if (group == "Thumbnail" && tag == "Orientation") return true;
  return false;
}

// Apple's maker note (exiv2 0.27 does not decode it) as hex under `@AppleMakerNote`, for the
// reader to find the burst identifier (tag 0x000b) in. Other maker notes are skipped.
void appendAppleMakerNote(const Exiv2::Exifdatum &d, std::string &out) {
  long size = d.size();
  if (size < 16 || size > 65536) return;
  std::string bytes(static_cast<size_t>(size), '\0');
  d.copy(reinterpret_cast<Exiv2::byte *>(&bytes[0]), Exiv2::bigEndian);
  if (bytes.compare(0, 10, std::string("Apple iOS\0", 10)) != 0) return;
  static const char digits[] = "0123456789abcdef";
  std::string hex;
  hex.reserve(bytes.size() * 2);
  for (unsigned char c : bytes) {
    hex.push_back(digits[c >> 4]);
    hex.push_back(digits[c & 15]);
  }
  appendLine(out, "@AppleMakerNote", hex);
}

// Tags whose raw form is bytes or a charset-prefixed comment: their readable form is better.
bool wantsPrintedForm(const std::string &tag) {
  return tag == "XPTitle" || tag == "XPComment" || tag == "XPKeywords" || tag == "XPSubject" ||
         tag == "XPAuthor" || tag == "UserComment";
}

void dumpData(const Exiv2::ExifData &exif, const Exiv2::IptcData &iptc, const Exiv2::XmpData &xmp,
              std::string &out) {
  for (const auto &d : exif) {
    std::string group = d.groupName();
    std::string tag = d.tagName();
    if (!wantedExifGroup(group, tag)) continue;
    if (d.size() > 65536) continue;  // thumbnails, maker blobs
    // Opaque byte blobs (MakerNote, PrintIM, versions) are costly to print and never used.
    Exiv2::TypeId type = d.typeId();
    if (tag == "MakerNote" && type == Exiv2::undefined) {
      appendAppleMakerNote(d, out);
      continue;
    }
    if ((type == Exiv2::undefined || type == Exiv2::unsignedByte) && !wantsPrintedForm(tag)) continue;
    std::string value;
    try {
      value = wantsPrintedForm(tag) ? d.print(&exif) : d.toString();
      // ASCII values end at their first NUL, as readers of EXIF expect.
      if (d.typeId() == Exiv2::asciiString) {
        size_t nul = value.find('\0');
        if (nul != std::string::npos) value.resize(nul);
      }
    } catch (...) {
      continue;
    }
    appendLine(out, d.key(), value);
  }
  for (const auto &d : iptc) {
    try {
      appendLine(out, d.key(), d.toString());
    } catch (...) {
    }
  }
  std::lock_guard<std::recursive_mutex> guard(xmpMutex);
  for (const auto &d : xmp) {
    try {
      const Exiv2::Value &v = d.value();
      Exiv2::TypeId t = v.typeId();
      if (t == Exiv2::langAlt) {
        const auto &la = dynamic_cast<const Exiv2::LangAltValue &>(v);
        auto it = la.value_.find("x-default");
        if (it == la.value_.end()) it = la.value_.begin();
        if (it != la.value_.end()) appendLine(out, d.key(), it->second);
      } else if (t == Exiv2::xmpBag || t == Exiv2::xmpSeq || t == Exiv2::xmpAlt) {
        long n = v.count();
        for (long i = 0; i < n; ++i) appendLine(out, d.key(), v.toString(i));
      } else {
        appendLine(out, d.key(), v.toString());
      }
    } catch (...) {
    }
  }
}

void dumpImage(Exiv2::Image &image, std::string &out) {
  appendLine(out, "@mime", image.mimeType());
  appendLine(out, "@width", std::to_string(image.pixelWidth()));
  appendLine(out, "@height", std::to_string(image.pixelHeight()));
  dumpData(image.exifData(), image.iptcData(), image.xmpData(), out);
}

// Opens and reads an image's metadata with the XMP lock held: `readMetadata()` decodes any XMP
// packet through the toolkit. Opening and the Exif/IPTC copy-out run unlocked.
template <typename Open>
cexiv2_result readLocked(Open open, size_t reserve) {
  Exiv2::Image::AutoPtr image = open();
  if (image.get() == nullptr) return makeResult(0, "unknown file format");
  {
    std::lock_guard<std::recursive_mutex> guard(xmpMutex);
    image->readMetadata();
  }
  std::string out;
  out.reserve(reserve);
  dumpImage(*image, out);
  return makeResult(1, out);
}

std::string describe(const std::exception &e) {
  std::string s = e.what();
  return s.empty() ? std::string("unreadable") : s;
}

}  // namespace

extern "C" const char *cexiv2_version(void) { return Exiv2::version(); }

extern "C" void cexiv2_initialize(void) {
  try {
    initializeOnce();
  } catch (...) {
  }
}

extern "C" cexiv2_result cexiv2_read(const char *path) {
  try {
    initializeOnce();
    return readLocked([&] { return Exiv2::ImageFactory::open(std::string(path)); }, 4096);
  } catch (const std::exception &e) {
    return makeResult(0, describe(e));
  } catch (...) {
    return makeResult(0, "unknown exiv2 failure");
  }
}

extern "C" cexiv2_result cexiv2_read_buffer(const unsigned char *bytes, size_t length) {
  try {
    initializeOnce();
    return readLocked([&] { return Exiv2::ImageFactory::open(bytes, static_cast<long>(length)); }, 4096);
  } catch (const std::exception &e) {
    return makeResult(0, describe(e));
  } catch (...) {
    return makeResult(0, "unknown exiv2 failure");
  }
}

extern "C" cexiv2_result cexiv2_decode_fragment(const unsigned char *bytes, size_t length, int kind) {
  try {
    initializeOnce();
    Exiv2::ExifData exif;
    Exiv2::IptcData iptc;
    Exiv2::XmpData xmp;
    if (kind == 0) {
      Exiv2::ExifParser::decode(exif, bytes, static_cast<uint32_t>(length));
    } else if (kind == 2) {
      if (Exiv2::IptcParser::decode(iptc, bytes, static_cast<uint32_t>(length)) != 0) return makeResult(0, "bad IPTC data");
    } else if (kind == 1) {
      std::lock_guard<std::recursive_mutex> guard(xmpMutex);
      std::string packet(reinterpret_cast<const char *>(bytes), length);
      if (Exiv2::XmpParser::decode(xmp, packet) != 0) return makeResult(0, "bad XMP packet");
    } else {
      return makeResult(0, "unknown fragment kind");
    }
    std::string out;
    dumpData(exif, iptc, xmp, out);
    return makeResult(1, out);
  } catch (const std::exception &e) {
    return makeResult(0, describe(e));
  } catch (...) {
    return makeResult(0, "unknown exiv2 failure");
  }
}

extern "C" char *cexiv2_write(const char *path, const char *assignments) {
  try {
    initializeOnce();
    std::lock_guard<std::recursive_mutex> guard(xmpMutex);  // decodes and encodes XMP throughout
    Exiv2::Image::AutoPtr image = Exiv2::ImageFactory::open(std::string(path));
    if (image.get() == nullptr) return copyString("unknown file format");
    image->readMetadata();
    Exiv2::ExifData exif = image->exifData();
    Exiv2::IptcData iptc = image->iptcData();
    Exiv2::XmpData xmp = image->xmpData();
    std::istringstream lines{std::string(assignments)};
    std::string line;
    while (std::getline(lines, line)) {
      size_t tab = line.find('\t');
      if (tab == std::string::npos) continue;
      std::string key = line.substr(0, tab), value = line.substr(tab + 1);
      if (key.rfind("Exif.", 0) == 0) {
        exif[key] = value;
      } else if (key.rfind("Iptc.", 0) == 0) {
        Exiv2::IptcKey k(key);
        Exiv2::Value::AutoPtr v = Exiv2::Value::create(Exiv2::IptcDataSets::dataSetType(k.tag(), k.record()));
        v->read(value);
        iptc.add(k, v.get());
      } else if (key.rfind("Xmp.", 0) == 0 && (value == "{struct}" || value == "{bag}" || value == "{seq}")) {
        // Containers for structured XMP (region lists): create them before their fields.
        Exiv2::XmpTextValue container;
        if (value == "{struct}") container.setXmpStruct();
        else container.setXmpArrayType(value == "{bag}" ? Exiv2::XmpValue::xaBag : Exiv2::XmpValue::xaSeq);
        xmp.add(Exiv2::XmpKey(key), &container);
      } else if (key.rfind("Xmp.", 0) == 0) {
        Exiv2::XmpKey k(key);
        auto it = xmp.findKey(k);
        Exiv2::TypeId t = Exiv2::XmpProperties::propertyType(k);
        if ((t == Exiv2::xmpBag || t == Exiv2::xmpSeq) && it != xmp.end()) {
          Exiv2::Value::AutoPtr v = it->getValue();
          v->read(value);
          it->setValue(v.get());
        } else {
          xmp[key] = value;
        }
      }
    }
    image->setExifData(exif);
    image->setIptcData(iptc);
    image->setXmpData(xmp);
    image->writeMetadata();
    return nullptr;
  } catch (const std::exception &e) {
    return copyString(describe(e));
  } catch (...) {
    return copyString("unknown exiv2 failure");
  }
}

extern "C" void cexiv2_free(cexiv2_result result) { std::free(result.text); }

extern "C" void cexiv2_free_string(char *text) { std::free(text); }
