// The ringlab-responder backends (app/responder/): the backends of every protocol but HTTP (the
// memcached text protocol, DNS), one process listening on every backend port, answering every
// `get` with the port as value and every DNS query with the A record 10.0.<port/256>.<port%256>.
#include "ringcore/core/buildinfo.h"
#include "ringcore/live/backendkind.h"

#include <QCoreApplication>

namespace ringcore {

namespace {

class ResponderBackends : public BackendKind
{
public:
    QString name() const override { return QStringLiteral("ringlab-responder backends"); }
    // The message kept its BackendFarm context, where it was written first.
    QString processName() const override { return QCoreApplication::translate("BackendFarm", "backend responder"); }
    /// Registered after the other kinds: every protocol they do not serve.
    bool serves(const QString &protocol) const override
    {
        Q_UNUSED(protocol);
        return true;
    }
    QString programName() const override { return QStringLiteral("ringlab-responder"); }
    QStringList programCandidates() const override
    {
        // RingLab's own program: beside ringlab-cli and ringlab in the build tree, in the install
        // prefix's libexec/ringlab, or (tests, whose programs live elsewhere) in the build tree.
        QStringList candidates = buildinfo::helperCandidates(programName());
#ifdef RINGLAB_RESPONDER_BUILD_PATH
        candidates.append(QStringLiteral(RINGLAB_RESPONDER_BUILD_PATH));
#endif
        return candidates;
    }

    QByteArray config(const BackendFarmInput &in) const override
    {
        QByteArray c = "# Written by RingLab for one live run (ringlab-responder).\nprotocol " + in.protocol.toUtf8() + '\n';
        for (int p : in.ports)
            c += "port " + QByteArray::number(p) + '\n';
        return c;
    }
    QStringList startArguments(const BackendFarmInput &in) const override
    {
        return {QStringLiteral("--config"), in.configPath()};
    }
};

} // namespace

RINGCORE_REGISTER_BACKEND_KIND(100, ResponderBackends)

} // namespace ringcore
