#include "ringcore/rings/algorithm.h"

namespace ringcore {

Algorithm::~Algorithm() = default;

} // namespace ringcore
