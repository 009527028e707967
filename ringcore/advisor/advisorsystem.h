#pragma once

#include "ringcore/advisor/proxyrolloutfacts.h"
#include "ringcore/config/configformat.h"
#include "ringcore/rings/algorithm.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace ringcore {

struct AdviceReport;
struct AdvisorOptions;
struct ConfigReadOptions;

/// The Advisor's part of a system: everything RingLab knows about reading, fixing, checking and
/// rolling out one system's config. One subclass per system, in its own file under
/// `ringcore/advisor/systems/`, registered with RINGCORE_REGISTER_ADVISOR_SYSTEM; the readers'
/// front door (ProxyConfigReader), the check (ProxyConfigCheck), FixFinder, the roll-out facts,
/// `ringlab-cli advise` and the Advisor page ask AdvisorSystemRegistry and name no system.
///
/// It is keyed by the same name as the system's live part (`SystemDescription`, live/), when it
/// has one: a system can have a live part (a run in front of backends), an Advisor part (its config
/// read and fixed), or both. See docs/architecture.md, "Systems".
///
/// Its reading, detecting, patching and checking half is ConfigFormat (config/), the interface
/// config/'s front doors know; registering an AdvisorSystem registers that format as well.
class AdvisorSystem : public ConfigFormat
{
public:
    ~AdvisorSystem() override;

    /// The port as the report's "Port" row names it, for a section of this system run by the
    /// port `algorithm` (the section's own, or its fix's); default: the port's display name.
    /// HAProxy's names the section's real balance ("balance hdr(X-User)", not "balance uri").
    virtual QString portName(const ProxyConfig &config, const QString &algorithm) const;

    /// What the section hashes, as a request attribute that can be compared across systems:
    /// "uri" (the request URI, however the port cuts it: HAProxy's `whole`/`len`, Traffic
    /// Server's qstring, Varnish's by=HASH), "client-ip", "header:<lower-case name>", or
    /// "<system>:<its own words>" for anything else; empty when the reader does not know (Envoy's
    /// hash policy lives in its routes). Two sections are compared key by key only when they hash
    /// the same attribute (Advisor::sameKeys). Default: "<name()>:<hashKey>", empty without one.
    virtual QString hashedAttribute(const ProxyConfig &config) const;

    /// The port for a section; default: AlgorithmRegistry::create(config.algorithm, …).
    virtual std::unique_ptr<Algorithm> build(const ProxyConfig &config, QString *error) const;

    /// The smallest change of this system's own setting that meets the target (FixFinder's
    /// strategies: scale the weights, raise a ring size, a Maglev table). Fills report->fix,
    /// hasFix, alternatives. Called only for a section that hashes and misses the target.
    virtual bool findFix(const ProxyConfig &config, const AdvisorOptions &options, AdviceReport *report,
                         QString *error) const = 0;

    /// How a change reaches the running system, staging and dual rings.
    virtual ProxyRolloutFacts rolloutFacts() const = 0;

    /// How the fix's own settings (ConfigChange::settings) take part in a staged roll-out
    /// (RolloutPlanner): they block it (the change is one step: a switch of algorithm, a new
    /// table), move in steps (stepSettings: a ring size, replicas), or are carried unchanged by
    /// every step (a line each step needs). Default: no settings are carried, any setting blocks.
    enum class SettingsStaging { Blocks, Steps, Carried };
    virtual SettingsStaging settingsStaging(const ConfigChange &target) const;
    /// One step at fraction `t` (0 < t ≤ 1) of the way from the section's settings to `target`'s:
    /// sets the step's settings in *step (a copy of `target`), says the step in *setting
    /// ("minimum ring size 4,096"; empty: the weights say it) and what the report lists with it
    /// in *shown (the JSON stage's fields); true when the step's settings are today's. Called
    /// only for Steps. Default: nothing to step.
    virtual bool stepSettings(const ProxyConfig &config, const ConfigChange &target, double t, ConfigChange *step,
                              QString *setting, QVariantMap *shown) const;

    /// The section after the fix (*patched, read back from the patched text), made ready for the
    /// roll-out wave, which matches servers by their hashed names: default nothing. A fix that
    /// gives the same servers new addresses (Caddy's) keeps today's server i as server i.
    virtual void matchServersForWave(const ProxyConfig &today, const ConfigChange &change, ProxyConfig *patched) const;
};

/// An AdvisorSystem whose reading and patching are its config reader's: `Reader::read(text,
/// sections, error)` and `Reader::apply(config, change)` (the readers in config/ and
/// config/readers/). A system whose reader needs the read options (Istio: the host count)
/// derives from AdvisorSystem itself.
template <typename Reader>
class ReaderBackedAdvisorSystem : public AdvisorSystem
{
public:
    bool read(const QString &text, const ConfigReadOptions &, QList<ProxyConfig> *sections,
              ConfigError *error) const override
    {
        return Reader::read(text, sections, error);
    }
    PatchedConfig apply(const ProxyConfig &config, const ConfigChange &change) const override
    {
        return Reader::apply(config, change);
    }
};

/// Every system the Advisor reads.
class AdvisorSystemRegistry
{
public:
    /// Takes ownership (ConfigFormatRegistry keeps it); called by RINGCORE_REGISTER_ADVISOR_SYSTEM at start-up.
    static bool add(int order, AdvisorSystem *system);
    /// The registered formats that are AdvisorSystems, in registration order (order key, then
    /// registration): the format choices.
    static QList<const AdvisorSystem *> all();
    static const AdvisorSystem *find(const QString &name);
    static QStringList names();
    /// The system whose reader recognises `text` best; null when none does.
    static const AdvisorSystem *detect(const QString &text, const QString &fileName);
    /// "a, b or c" of a list (translated joiner).
    static QString joinOr(const QStringList &list);
    /// "a and b" of a list (translated joiner).
    static QString joinAnd(const QStringList &list);
};

/// Registers an Advisor system from its .cpp file: RINGCORE_REGISTER_ADVISOR_SYSTEM(10, NginxAdvice)
#define RINGCORE_REGISTER_ADVISOR_SYSTEM(order, Class)                                                           \
    namespace {                                                                                                  \
    const bool ringcoreAdvisorSystemRegistered_##order = ::ringcore::AdvisorSystemRegistry::add(order, new Class); \
    }

} // namespace ringcore
