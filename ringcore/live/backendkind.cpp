#include "ringcore/live/backendkind.h"

#include "ringcore/core/orderedregistry.h"

#include <QCoreApplication>
#include <QDir>


namespace ringcore {

namespace {
using Registry = OrderedRegistry<BackendKind>;
} // namespace

QString BackendFarmInput::configPath() const
{
    return QDir(dir).filePath(prefix + QStringLiteral(".conf"));
}

BackendKind::~BackendKind() = default;

QStringList BackendKind::checkArguments(const BackendFarmInput &input) const
{
    Q_UNUSED(input);
    return {};
}

QString BackendKind::delayUnavailable() const
{
    return QCoreApplication::translate("BackendFarm", "the %1 cannot delay their answers (backend delay applies to HTTP "
                                                      "backends only)")
        .arg(name());
}

QString BackendKind::checkFailed(const QString &output) const
{
    return output;
}

bool BackendKindRegistry::add(int order, BackendKind *kind)
{
    return Registry::add(order, kind);
}

QList<const BackendKind *> BackendKindRegistry::all()
{
    return Registry::all();
}

const BackendKind *BackendKindRegistry::forProtocol(const QString &protocol)
{
    return Registry::findFirst([&protocol](const BackendKind &k) { return k.serves(protocol); });
}

} // namespace ringcore
