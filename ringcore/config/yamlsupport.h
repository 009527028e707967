#pragma once

// Internal to ringcore/config: small helpers over yaml-cpp shared by the Envoy and Istio
// readers. Include only from .cpp files (yaml-cpp is a private dependency of ringcore).

#include "ringcore/config/proxyconfig.h"

#include <yaml-cpp/yaml.h>

#include <QString>

#include <functional>
#include <initializer_list>
#include <vector>

namespace ringcore::yamlsupport {

/// node[k1][k2]…, or an undefined node when any step is missing or not a map (yaml-cpp throws
/// when indexing a missing node, so every nested lookup goes through here).
YAML::Node at(const YAML::Node &node, std::initializer_list<const char *> keys);

/// 1-based line of a node (0 when yaml-cpp does not know it).
int line(const YAML::Node &node);

/// The scalar as text ("" for non-scalars).
QString text(const YAML::Node &node);

/// Reads an integer field in [minimum, maximum]; a missing field leaves *value alone and
/// returns true. A wrong type or range sets *error (naming the field, value and range).
bool readInteger(const YAML::Node &parent, const char *field, qint64 minimum, qint64 maximum, qint64 *value,
                 ConfigError *error);

/// Limits of the walk that runs before yaml-cpp builds anything (see loadAll()).
constexpr int kMaxDepth = 100;             ///< nested maps/sequences; real configs use ~20
constexpr qint64 kMaxNodes = 1'000'000;    ///< nodes, every alias counted as what it expands to

/// Checks `text` with yaml-cpp's event parser before anything is built: nesting deeper than
/// kMaxDepth, more than kMaxNodes nodes once aliases are expanded (a "billion laughs" fails at
/// once, as counting is additive), an alias used inside the node it names (a cycle that would
/// send any walk into endless recursion) and a tree that would not fit in memory are errors
/// naming the line. yaml-cpp's own syntax errors are reported too.
bool checkStructure(const QString &text, ConfigError *error);

/// Parses every document of `text`; on a YAML syntax error sets *error with yaml-cpp's line.
/// Runs checkStructure() first, so the documents are acyclic and bounded.
bool loadAll(const QString &text, std::vector<YAML::Node> *documents, ConfigError *error);

/// Calls `visit` on every map node of the tree (depth first, document order).
void forEachMap(const YAML::Node &node, const std::function<void(const YAML::Node &)> &visit);

/// Writes the documents back as YAML (comments are not kept), separated by `---`.
QString dump(const std::vector<YAML::Node> &documents);

/// Writes one node as YAML text.
QString dumpNode(const YAML::Node &node);

} // namespace ringcore::yamlsupport
