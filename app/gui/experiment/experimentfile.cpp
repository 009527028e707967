#include "gui/experiment/experimentfile.h"

#include "ringcore/experiment/experimentio.h"

namespace ringlab::gui {

bool ExperimentFile::save(const QString &path, const ringcore::Experiment &experiment, QString *error)
{
    return ringcore::ExperimentIo::write(path, experiment, error);
}

bool ExperimentFile::load(const QString &path, ringcore::Experiment *out, QString *error)
{
    return ringcore::ExperimentIo::read(path, out, error);
}

} // namespace ringlab::gui
