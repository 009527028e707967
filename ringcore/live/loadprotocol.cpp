#include "ringcore/live/loadprotocol.h"

#include "ringcore/live/loadengine.h"

#include <QMutex>

namespace ringcore {

namespace {

struct Protocols
{
    QMutex mutex;
    QList<LoadProtocol> list;
};

Protocols &protocols()
{
    static Protocols p;
    return p;
}

} // namespace

bool LoadProtocolRegistry::add(LoadProtocol protocol)
{
    Protocols &p = protocols();
    const QMutexLocker lock(&p.mutex);
    for (const LoadProtocol &known : p.list)
        if (known.name == protocol.name)
            return false;
    p.list.append(std::move(protocol));
    return true;
}

const LoadProtocol *LoadProtocolRegistry::find(const QString &name)
{
    // Registration ends before main(): the list no longer changes, its entries stay where they are.
    for (const LoadProtocol &protocol : protocols().list)
        if (protocol.name == name)
            return &protocol;
    return nullptr;
}

QStringList LoadProtocolRegistry::names()
{
    QStringList names;
    for (const LoadProtocol &protocol : protocols().list)
        names << protocol.name;
    return names;
}

QString LoadProtocolRegistry::describeEngine(const QString &engine)
{
    for (const LoadProtocol &protocol : protocols().list)
        for (const LoadProtocol::Engine &e : protocol.engines)
            if (e.name == engine)
                return e.describe ? e.describe() : engine;
    return engine;
}

// What LoadEngine asks, answered by the registry: no protocol is named here.

std::unique_ptr<LoadEngine> LoadEngine::create(LoadEngineKind kind, const QString &protocol, QObject *parent)
{
    const LoadProtocol *p = LoadProtocolRegistry::find(protocol);
    return p && p->create ? p->create(kind, parent) : nullptr;
}

QString LoadEngine::describe(const QString &name)
{
    return LoadProtocolRegistry::describeEngine(name);
}

bool LoadEngine::speaks(const QString &protocol)
{
    return LoadProtocolRegistry::find(protocol) != nullptr;
}

bool LoadEngine::canSend(const QString &protocol, QByteArrayView key, QString *why)
{
    const LoadProtocol *p = LoadProtocolRegistry::find(protocol);
    return !p || !p->canSend || p->canSend(key, why);
}

} // namespace ringcore
